#!/usr/bin/env python3
"""Reword every dev question with synonyms (same meaning, same answer) -> dev_synonyms.jsonl."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))

SWAPS = [
    (r"\bwhat's\b", "what is"), (r"\bwhats\b", "what is"),
    (r"\bworst setup slack\b", "tightest setup margin"),
    (r"\bworst slack\b", "lowest slack"),
    (r"\bslack\b", "timing margin"),
    (r"\bwns\b", "worst negative slack"), (r"\btns\b", "total negative slack"),
    (r"\bflip-flops\b", "registers"), (r"\bflops\b", "registers"), (r"\bflop\b", "register"),
    (r"\bff\b", "register"),
    (r"\bbiggest\b", "largest"), (r"\bsmallest\b", "tiniest"), (r"\bfewest\b", "lowest number of"),
    (r"\bhow many\b", "what number of"), (r"\bhow much\b", "by what amount"),
    (r"\bwhich\b", "what"), (r"\bwhy\b", "for what reason"),
    (r"\bcell count\b", "number of cells"), (r"\barea\b", "chip area"),
    (r"\btiming report\b", "STA output"), (r"\bclock period\b", "clock cycle time"),
    (r"\bperiod\b", "cycle time"), (r"\bendpoint\b", "end point"),
    (r"\bcritical path\b", "longest timing path"), (r"\bdesign\b", "block"),
    (r"\btestbench\b", "test bench"), (r"\bsim\b", "simulation"),
    (r"\bpass\b", "succeed"), (r"\bfail\b", "break"), (r"\bfails\b", "breaks"),
    (r"\bfix\b", "repair"), (r"\bproblem\b", "issue"), (r"\bwarning\b", "warn message"),
    (r"\bruns\b", "run folders"), (r"\bacross\b", "over"), (r"\baverage\b", "mean"),
    (r"\bavg\b", "mean"), (r"\btotal\b", "overall"), (r"\bsum of\b", "combined"),
    (r"\bpls\b", "please"), (r"\bnumbers\b", "figures"), (r"\blist\b", "name"),
    (r"\bresults\b", "outcome"), (r"\bgot\b", "obtained"),
    (r"\bsmaller\b", "more compact"), (r"\bso big\b", "so large"), (r"\bhold\b", "min-delay (hold)"),
]
PREFIXES = ["quick one: ", "can you tell me ", "hey, ", "need to know: ", "remind me, "]


def reword(q, i):
    s = q
    for pat, rep in SWAPS:
        s = re.sub(pat, rep, s, flags=re.I)
    s = s.rstrip(' ?')
    pre = PREFIXES[i % len(PREFIXES)]
    s = pre + s[0].lower() + s[1:] if not s[:2].isupper() else pre + s
    return s + '?'


def main():
    rows = [json.loads(l) for l in open(os.path.join(HERE, 'dev.jsonl')) if l.strip()]
    with open(os.path.join(HERE, 'dev_synonyms.jsonl'), 'w') as f:
        for i, r in enumerate(rows):
            o = dict(r)
            o['question'] = reword(r['question'], i)
            f.write(json.dumps(o) + '\n')


if __name__ == '__main__':
    main()
