"""A client for `bm serve` (docs/protocol.md), standard library only.

    from bmserve import Serve
    with Serve("bm") as bm:
        game = bm.call("start", rules="classic", seed=42)["game"]
        while not bm.call("state", game=game)["over"]:
            legal = bm.call("legal", game=game)["actions"]
            bm.call("apply", game=game, action=legal[0]["action"])
        print(bm.call("result", game=game))

Every call sends one request line and reads its one answer line. An error answer raises
ServeError with the protocol's code, message and data; the codes by name (ILLEGAL_ACTION,
CHANCE_NEEDED, ... and ERRORS) are protocol_table's, generated from bm serve's own table.
"""
import json
import subprocess

# The error codes by name and the method names, generated from bm serve's own table
# (tools/protocol/generate_clients.py).
from protocol_table import CHANCE_NEEDED, ERRORS, ILLEGAL_ACTION, METHODS

# What `from bmserve import ...` offers: the client, and the protocol's names it passes on.
__all__ = ["Serve", "ServeError", "random_outcome", "CHANCE_NEEDED", "ERRORS", "ILLEGAL_ACTION", "METHODS"]


def random_outcome(rng):
    """An `outcome` for call_declaring that shuffles and picks with a random.Random."""
    def outcome(need):
        if "shuffle" in need:
            order = list(need["cards"])
            rng.shuffle(order)
            return {"shuffle": need["shuffle"], "order": order}
        return {"pick": need["pick"], "card": rng.choice(need["options"])}
    return outcome


class ServeError(Exception):
    def __init__(self, code, message, data=None):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.data = data


class Serve:
    def __init__(self, bm="bm", args=()):
        self.proc = subprocess.Popen([bm, "serve", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, encoding="utf-8", bufsize=1)
        self.next_id = 1

    def send_line(self, line):
        """Sends one raw line; returns the parsed answer (for tests of malformed input)."""
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline()
        if not answer:
            raise EOFError("bm serve closed its output")
        return json.loads(answer)

    def request(self, method, **params):
        """The whole answer object of one request."""
        req = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params:
            req["params"] = params
        self.next_id += 1
        return self.send_line(json.dumps(req, separators=(",", ":")))

    def call(self, method, **params):
        """The result of one request; an error answer raises ServeError."""
        answer = self.request(method, **params)
        if "error" in answer:
            e = answer["error"]
            raise ServeError(e["code"], e["message"], e.get("data"))
        return answer["result"]

    def call_declaring(self, method, outcome, **params):
        """A call in a declared-chance game: while bm answers CHANCE_NEEDED, asks
        `outcome(need)` for the declaration (docs/protocol.md#declared-chance), adds it to
        params["chance"] and asks again. Returns the result and the declarations used."""
        chance = list(params.pop("chance", []))
        while True:
            try:
                return self.call(method, chance=chance, **params), chance
            except ServeError as e:
                if e.code != CHANCE_NEEDED:
                    raise
                chance.append(outcome(e.data["need"]))

    def close(self):
        """Ends the session (end of input) and returns bm serve's exit code."""
        if self.proc.stdin and not self.proc.stdin.closed:
            self.proc.stdin.close()
        code = self.proc.wait(timeout=60)
        self.proc.stdout.close()
        return code

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
