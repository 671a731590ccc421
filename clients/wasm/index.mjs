// bm-referee as an ES module (docs/web.md): the same referee as index.cjs.
import referee from './index.cjs';

export const { createReferee, makeReferee, RefereeError, createClient, refereeTransport, Client, Game, ServeError, ERRORS, METHODS } =
  referee;
export default referee;
