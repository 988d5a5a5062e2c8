#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded by hand, all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q002": "count of set/reset flip-flops in the mapped oryx divider netlist?",
    "q004": "the divider OSU run, what wattage did report_power come back with",
    "q005": "slack of the async reset recovery check for oryx (osu run)?",
    "q007": "SPI core: what sysclk target was used by the timing SDC",
    "q011": "number of level-sensitive storage cells after mapping bayou?",
    "q012": "min-delay (hold) margin, worst one, for the latch regfile run",
    "q013": "abc -D value used when synthesising mangrove?",
    "q016": "mink flat attempt - yosys error message text?",
    "q018": "how big is the ALU netlist, in yosys internal gates",
    "q020": "crc16 result the DUT produced on the standard check string",
    "q021": "did takin's transmitter bench come back clean",
    "q022": "takin: count of sync-reset enable flops with reset value zero",
    "q025": "cirque 7-segment: setup margin at a 20 ns clock",
    "q027": "second clock in the CDC counter run - its period?",
    "q028": "lemming with sixteen entries: total gate count",
    "q032": "names of runs whose status is FAIL?",
    "q034": "minimum area among OSU035 syntheses, which one",
    "q035": "add up every mapped area - total?",
    "q037": "count of runs where OpenSTA produced timing output",
    "q041": "least number of cells, what run is it",
    "q042": "number of different RTL designs used across everything",
    "q043": "split of the run types (osu, yosys-only, simulation, lint)",
    "q046": "highest power figure among those that reported one",
    "q048": "most positive setup margin seen in any report",
    "q050": "tightest hold margin, considering every min-path report",
    "q051": "count of OSU035 syntheses with an area figure",
    "q052": "json netlists - written by which folders?",
    "q055": "do we have latch-based designs in here, count?",
    "q058": "oryx_div: which folders exercise it",
    "q059": "any OSU run that keeps its module hierarchy instead of flattening",
    "q063": "civet critical path: biggest single delay contributor",
    "q065": "muskrat period scan: smallest clock still closing",
    "q066": "bcd at three ns: violation size plus arrival time",
    "q068": "gray counter crossing between domains: genuine failure or not?",
    "q072": "why does the CRC regression fail - RTL bug or bench expectation?",
    "q073": "debouncer rework: real location of the typo behind that parse error",
    "q074": "scrambler shows zero wns, does that mean it closes?",
    "q077": "latch register file critical setup route: start, end, margin",
    "q079": "oryx worst path: share coming from external input delay",
    "q081": "lemming DEPTH 4 versus 16, what grows?",
    "q082": "mangrove or muskrat, whose area is larger, delta?",
    "q083": "divider power split: flops vs logic",
    "q085": "mink top-level area 1088 but hierarchy total is huge, explain",
    "q087": "muskrat ends with 18 registers rather than 20 - reason?",
    "q088": "divider min-delay checks: removal or hold closer to zero",
    "q092": "civet testbench outcome?",
    "q093": "serow wattage",
    "q094": "post-synthesis netlist simulation for the divider - outcome?",
    "q095": "rx side of takin - area and cells",
    "q096": "SPI core min-path margin",
    "q098": "lemming at thirty-two entries, gate count?",
    "q101": "steppe button filter testbench pass/fail",
    "q102": "did OpenSTA read parasitics in the CDC counter flow",
    "q108": "where's the ALU mapped to the osu035 library",
    "q110": "LEC / equivalence result, divider RTL against gates",
    "q112": "takin transmitter VCD - where?",
}


def main():
    out = []
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        for line in f:
            if not line.strip():
                continue
            obj = json.loads(line)
            obj["question"] = REWORD[obj["id"]]
            out.append(json.dumps(obj))
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(out)} reworded questions")


if __name__ == "__main__":
    main()
