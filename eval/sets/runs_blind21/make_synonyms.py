#!/usr/bin/env python3
"""Reword every dev question (swap cue words for synonyms, rephrase); other fields unchanged, same order."""
import json, os, re
HERE = os.path.dirname(os.path.abspath(__file__))

SWAPS = [
    (r"\bwhat's\b", "what is"), (r"\bwhich\b", "what"), (r"\bworst\b", "most critical"),
    (r"\bbiggest\b", "largest"), (r"\bsmallest\b", "lowest"), (r"\bhow many DFFSR\b", "what number of DFFSR"), (r"\bhow many dither\b", "what number of dither"),
    (r"\bcount of\b", "number of"), (r"\bthis run\b", "this job"), (r"\b(dither|shaper|fsm|tree) run\b", r"\1 job"), (r"\bruns\b", "jobs"),
    (r"\bcomplained about\b", "warned about"), (r"\bfail\b", "not pass"), (r"\bfails\b", "misses"),
    (r"\bfailed\b", "did not pass"), (r"\bpass\b", "succeed"), (r"\bpassed\b", "succeeded"),
    (r"\bshow me\b", "give me"), (r"\bplease\b", "pls"), (r"\bnetlist\b", "gate netlist"),
    (r"\bdesign\b", "block"), (r"\bblock\b", "design"), (r"\bfix\b", "repair"),
    (r"\bwhy\b", "for what reason"), (r"\bgot\b", "had"), (r"\bmost\b", "highest number of"),
    (r"\bfewest\b", "lowest number of"), (r"\btotal\b", "overall"), (r"\bsum\b", "add up"),
    (r"\baverage\b", "mean"), (r"\bdifference\b", "delta"), (r"\bcompare\b", "contrast"),
    (r"\bproblem\b", "issue"), (r"\bneed\b", "have"),
    (r"\bmean\b", "signify"), (r"\bused\b", "applied"), (r"\bclock\b", "clk"),
]
PREFIXES = ["quick q: ", "hey, ", "can you check: ", "", "question - ", "need to know: "]


def reword(text, k):
    # single pass over the text so a replacement is never substituted again
    pats = [(re.compile(p, re.I), rep) for p, rep in SWAPS]
    big = re.compile('|'.join('(%s)' % p for p, _ in SWAPS), re.I)

    def sub(m):
        g = m.group(0)
        for pat, rep in SWAPS:
            if re.fullmatch(pat, g, flags=re.I):
                return re.sub(pat, rep, g, flags=re.I)
        return g
    out = big.sub(sub, text)
    pre = PREFIXES[k % len(PREFIXES)]
    if out == text and not pre:
        pre = "tell me: "
    return pre + out[0].lower() + out[1:] if pre else out


def main():
    src = os.path.join(HERE, 'dev.jsonl')
    with open(os.path.join(HERE, 'dev_synonyms.jsonl'), 'w') as f:
        for k, line in enumerate(open(src)):
            r = json.loads(line)
            r['question'] = reword(r['question'], k)
            f.write(json.dumps(r) + '\n')


if __name__ == '__main__':
    main()
