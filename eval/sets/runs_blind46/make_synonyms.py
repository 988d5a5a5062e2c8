#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded (REWORD), all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q003": "In the siskin sweep at the tightest period, which gate stage contributes the largest delay?",
    "q005": "Summed over every log in the set, how many warning lines show up?",
    "q007": "avocet_osu10 - count of set/reset flip-flop cells after mapping?",
    "q009": "For the SPI block synthesized with a delay target: is setup met at four nanoseconds, and which hold/removal check is tightest?",
    "q013": "Is there data on a sixteen-bit wide multiply-accumulate build?",
    "q014": "Who emitted JSON output?",
    "q016": "Reason the 1011 detector testbench reports a mismatch?",
    "q018": "Where was power analysis performed?",
    "q019": "Did any tool leave behind a zero-byte logfile?",
    "q020": "Which runs end up with a violated worst negative slack?",
    "q021": "For the twelve-bit multiply-accumulate build, what is the worst negative slack figure?",
    "q022": "Has anything gone through placement/routing, e.g. is there a DEF layout file?",
    "q024": "The divided clock in larimar: which pin drives it, and how long is one cycle?",
    "q026": "Serial transmitter footprint in OSU 0.35um cells — how big?",
    "q027": "Along the failing path of the wider multiply-accumulate, what gate adds the most time?",
    "q028": "Latch cell total for the hyssop register file?",
    "q029": "Name the launch and capture flops for kunzite_w12's most critical timing path.",
    "q031": "mesquite_abcd - how much margin on the max-delay check at a 4 ns clock?",
    "q033": "In the FIFO kept hierarchical, where does the most critical path begin/finish, and does it cross the pointer instance?",
    "q034": "Power gap between W=12 and W=8 accumulators?",
    "q035": "Can I see STA numbers on the I2C controller block?",
    "q036": "Was ABC ever given a -D target? in which run",
    "q038": "Add up instance counts everywhere - what's the grand total?",
    "q040": "Gray code counter footprint once mapped onto the OSU library?",
    "q052": "avocet: register-to-register min-delay margin reported in hold_min.rpt?",
    "q053": "Twelve-bit accumulator with an 8 ns clock: passes? margin?",
    "q054": "From sweeping periods on pipit, what top frequency results?",
    "q056": "In the two-domain CDC job, explain why one report violates but the other is clean.",
    "q057": "Footprint difference, eight vs twelve bit multiply-accumulate?",
    "q060": "Clock-gating setup/hold checks on larimar - what came out?",
    "q061": "Grand total chip area, summing all liberty-mapped results having statistics?",
    "q062": "Max report_power figure seen anywhere?",
    "q063": "Reading pipit.sdc, OpenSTA emitted what complaint?",
    "q064": "tamarin arbiter testbench verdict?",
    "q066": "capuchin_quiet has a blank log - why, and where do I find its stats?",
    "q067": "Show me slack for capuchin, please.",
    "q071": "Synthesis numbers on a UART RX block?",
    "q072": "benitoite: watts reported?",
    "q073": "Where's the waveform dump of rosemary's testbench?",
    "q078": "The FIFO with missing sources errored out but its hierarchical twin succeeded — reason?",
    "q079": "At 4 ns, siskin: is this a single failing endpoint or lots? compare WNS and TNS",
    "q080": "Error line count, whole project?",
    "q084": "kunzite_w8 report_power: overall figure?",
    "q085": "Which mapped result occupies the least area?",
    "q087": "sodalite constraints: any set_multicycle_path?",
    "q088": "Which job defines a derived (divided) clock?",
    "q089": "siskin testbench verdict?",
    "q090": "siskin_sweep, period 4: total negative slack?",
    "q091": "Most registers (flops), which job?",
    "q092": "okra_netfail: OpenSTA's very first error message?",
    "q099": "List every job with FAIL status.",
    "q100": "rosemary_simfail compile step: what is Icarus unhappy about?",
    "q101": "tamarin lint, Icarus: opening complaint?",
    "q102": "Largest positive max-delay margin of all timing jobs?",
    "q103": "Most negative total negative slack, which job, what value?",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    missing = [q["id"] for q in dev if q["id"] not in REWORD]
    if missing:
        raise SystemExit(f"no rewording for {missing}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for q in dev:
            out = dict(q)
            out["question"] = REWORD[q["id"]]
            f.write(json.dumps(out) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
