#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded by hand, all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "where do we use make instead of a plain shell flow?",
    "q002": "total negative slack for the SPI master job?",
    "q003": "after how many steps did the pseudo-random generator come back to its seed in the test?",
    "q004": "loquat_twoclk: what window does the timer allow between the two domains on the synchroniser input, and where does that tiny number come from?",
    "q007": "for cormorant, what margin at a 2.5 ns clock?",
    "q008": "the LFSR test says FAILED although the RTL defaults are fine - what's going on?",
    "q010": "which job was mapped onto SkyWater 130 cells?",
    "q011": "clock divider design: any timing arc from the fast-domain flops into the divided domain, and what margin does it have?",
    "q012": "MAC at a 6ns clock - pass or fail, and what's the gap?",
    "q013": "did any timing analysis use extracted RC (SPEF) or back-annotation?",
    "q014": "cormorant_div sum of negative slack with the 3 ns clock?",
    "q015": "list every job whose worst negative slack goes below zero",
    "q020": "gypsum_w16 - number of gates after mapping?",
    "q024": "min-delay margin for the spi block?",
    "q028": "one job is marked FAIL yet logs no error line at all; which?",
    "q035": "temperature monitor synthesis: what sub-block can't be found, and which instance wants it?",
    "q040": "hornet UART transmitter regression - ok or not?",
    "q047": "compare the silicon footprint of gypsum_w8 against gypsum_w16",
    "q049": "cormorant @ 3 ns: is the violation from flop setup or from the combinational delay?",
    "q050": "smallest clock period used in any OpenSTA job?",
    "q051": "physical verification outcome of mullein after place & route?",
    "q052": "in the FIFO hierarchy, how big is the storage module alone?",
    "q053": "I2C block timing - worst slack?",
    "q054": "pwm design with the 6ns constraint: exactly what margin remains?",
    "q058": "divider, 3 ns clock: name the launch point and capture point of the most critical path",
    "q060": "upper limit on borrowing for the address latch cells?",
    "q063": "count of warning lines summed over the project",
    "q064": "split of the jobs between liberty-mapped and technology-independent synthesis?",
    "q067": "gate count for sapsucker?",
    "q068": "which technology-independent netlist is largest?",
    "q070": "between the two jobs that estimated power, which consumes more and what's the figure?",
    "q071": "fescue: the worst timing route crosses which hierarchy instances?",
    "q076": "dipper_formats shows no area figure; explain",
    "q077": "jackdaw: silicon area after mapping, please",
    "q078": "dipper: count of XOR primitives?",
    "q079": "any RTL that was built twice? which?",
    "q080": "list the broken jobs and give a count",
    "q082": "gypsum_w16 against its 10 ns virtual clock: pass? margin?",
    "q085": "MAC min-delay (hold) margin?",
    "q086": "number of distinct RTL designs in the set?",
    "q088": "kinglet raw netlist: first thing OpenSTA errored on?",
    "q089": "oolite: biggest single-stage delay on the critical route?",
    "q090": "dual-clock asynchronous FIFO job - outcome?",
    "q092": "did the UART compile print any iverilog warnings?",
    "q093": "round-robin arbiter testbench outcome?",
    "q094": "rhyolite_wip: after the compile step broke, did the synthesis target still execute?",
    "q097": "mullein: derived period of the divided-by-4 clock?",
    "q098": "cormorant: smallest clock that closes, and the margin there?",
    "q100": "oolite_abcd used a 4000 ps ABC delay goal - how close did the real path get?",
    "q102": "oolite: XNOR2X1 count?",
    "q104": "most registers among the liberty-mapped jobs?",
    "q105": "lowest min-delay margin anywhere in the project?",
    "q107": "mullein: smallest min-delay margin; describe where it starts",
    "q109": "jackdaw lint: Icarus flagged something with all warnings enabled - what?",
    "q110": "most ERROR lines in a single job - who?",
}


def main():
    out = []
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        for line in f:
            if not line.strip():
                continue
            obj = json.loads(line)
            obj["question"] = REWORD[obj["id"]]
            out.append(json.dumps(obj, ensure_ascii=False))
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(len(out), "reworded")


if __name__ == "__main__":
    main()
