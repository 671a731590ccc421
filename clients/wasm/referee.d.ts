// bm-referee/referee.cjs (docs/web.md#the-api): the referee over a module a page instantiated
// itself; the same declarations as the package's main entry.
export { makeReferee, RefereeError, Referee, ValidateOptions, ValidateEntry, Answer, ViewerSteps } from './index';
