#!/usr/bin/env python3
"""Turn a bm declared-chance log into what a typical other front end exports (docs/validating.md).

Usage: front_end_export.py IN.jsonl OUT.jsonl [--engine NAME] [--keep EVENT,EVENT,...]

Keeps the header (marked "events": "partial", with the front end's engine name), the setup's
declared chance, every action with its declared chance, only the events a front end usually
records itself (by default: bait, hero_killed, hero_wounds, level_up, eliminated) and the
result's winner, end reason and scores (souls and wounds). Drops bm's state hashes. The output
must still verify with `bm validate`; the example in docs/validating.md is made this way.
"""
import json
import sys


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    src, dst = argv[1], argv[2]
    engine = "example-frontend 1.0"
    keep = {"bait", "hero_killed", "hero_wounds", "level_up", "eliminated"}
    rest = argv[3:]
    while rest:
        flag = rest.pop(0)
        if flag == "--engine" and rest:
            engine = rest.pop(0)
        elif flag == "--keep" and rest:
            keep = set(rest.pop(0).split(","))
        else:
            print(f"front_end_export.py: unknown argument {flag!r}", file=sys.stderr)
            return 2
    out = []
    with open(src, encoding="utf-8") as f:
        for n, text in enumerate(f, 1):
            line = json.loads(text)
            kind = line.get("type")
            if n == 1:
                if line.get("chance") != "declared":
                    print(f"{src}: not a declared-chance log (write one with bm play --chance declared)", file=sys.stderr)
                    return 2
                line["events"] = "partial"
                line["engine"] = engine
            elif kind in ("setup", "action"):
                line.pop("hash", None)
                line["events"] = [e for e in line.get("events", []) if e["e"] in keep]
                if not line["events"]:
                    del line["events"]
            elif kind == "result":
                line = {"type": "result", "winner": line["winner"], "end_reason": line["end_reason"],
                        "scores": [{"souls": s["souls"], "wounds": s["wounds"]} for s in line["scores"]]}
            out.append(line)
    with open(dst, "w", encoding="utf-8") as f:
        for line in out:
            f.write(json.dumps(line, separators=(",", ":"), sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
