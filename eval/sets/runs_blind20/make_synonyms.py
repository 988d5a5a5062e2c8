#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: each dev question reworded (cue words swapped for
synonyms / rephrasings), every other field kept identical."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))

REWRITES = {
    "q002": "for the NCO constrained at a 10 nanosecond period, what is the most critical max-delay margin?",
    "q003": "NCO with the wider 24b accumulator, 4 ns clock: which capture pin has the smallest margin and how negative is it?",
    "q004": "count of set/reset flip-flop cells in the netlist of the widened (ACC_W 24) oscillator?",
    "q005": "instruction decoder, tech-independent flow: number of level-sensitive storage elements in the closing statistics?",
    "q007": "smallest min-delay margin on the power sequencer?",
    "q013": "sigma-delta with modules preserved: gate total inside a single accumulator stage?",
    "q016": "which state-assignment style did the tool choose for the thermal monitor's state machine?",
    "q018": "crystal divider: what cycle time does the timer compute for the derived slow clock?",
    "q020": "flash read controller lint: which signal is driven from two places, and by which register cells?",
    "q021": "total negative slack of the token bucket block?",
    "q022": "overall power figure for the token-bucket limiter?",
    "q025": "longest-topological-path depth for the event counter design?",
    "q026": "silicon area of the event counter block",
    "q028": "peak finder max-delay report: how many loads hang off the in_vld net?",
    "q029": "number of flows that aborted in synthesis without writing a gate netlist, and their names?",
    "q031": "largest cell area among all the flows?",
    "q032": "which technology-mapped block is the most compact by area?",
    "q035": "modulator: cell surplus of the module-preserving flow over the single-level one?",
    "q041": "peak finder: total negative slack over worst negative slack, approximately how many worst-case endpoints is that?",
    "q043": "which flows analyse two or more clock domains?",
    "q044": "which tops were synthesized in two separate flows?",
    "q046": "does the register count differ between the two modulator flows?",
    "q048": "gap in worst negative slack between the token bucket and the peak finder?",
    "q049": "which flows show a positive first reported margin while the worst negative slack is below zero?",
    "q050": "number of flows with an entry in the failure column?",
    "q051": "which flows preserved the module boundaries?",
    "q052": "share of sequential cells among all gates in the peak finder?",
    "q053": "oscillator: extra gates of the 24b variant over the 16b one, and how many times bigger?",
    "q054": "fastest clock (smallest cycle time) in the whole collection?",
    "q060": "mean area per gate over the whole byte-packer hierarchy?",
    "q062": "the USB de-stuffer flow stops during elaboration - cause and remedy?",
    "q063": "flash read controller: the strict lint step aborted, reason and remedy?",
    "q064": "what creates the level-sensitive storage in the instruction decoder?",
    "q065": "the widened oscillator fails at 4 nanoseconds although the narrow one had plenty of margin at 10 - why?",
    "q067": "the final lint of the 10 ns oscillator synthesis claims the wave and pulse outputs are undriven; is the gate netlist bad?",
    "q075": "byte-packer timing: the tool cannot find the in_byte bus from the constraints although the source declares it - cause?",
    "q076": "byte-packer: asking for paths ending at the valid output returns nothing - why?",
    "q078": "crystal divider: why does the slow-to-fast relaxed check come back empty on the first timing pass?",
    "q080": "the handshake bridge shows no system-to-sensor domain paths; are those domain crossings safe?",
    "q081": "mains detector: what does the port-width truncation message on the level instance imply for the debug bus?",
    "q082": "can I ignore the constant-too-wide message in the mains crossing detector?",
    "q085": "modulator, single-level vs module-preserving: where does the lower gate count come from?",
    "q086": "second thermal monitor flow emits a notice about the state-assignment attribute - is it a concern?",
    "q087": "what does the array-to-registers conversion notice in the event counter mean?",
    "q088": "min-delay margin of the pmu_sequencer flow?",
    "q089": "energy/consumption figures for the peak finder?",
    "q092": "min-delay margin of the requantizer?",
    "q093": "silicon footprint of the uart_rx flow?",
    "q095": "instruction decoder max-delay results at a 5 nanosecond period?",
    "q096": "modulator footprint in square microns?",
    "q100": "skew after clock tree build on the handshake bridge?",
    "q101": "mean time between failures for the handshake bridge's two-stage synchronizers?",
    "q103": "total negative slack of the ratelimit flow?",
    "q107": "fft64 cell usage?",
    "q109": "hold margin with on-chip-variation derating on the crystal divider?",
}


def main():
    dev = [json.loads(l) for l in open(os.path.join(HERE, "dev.jsonl"))]
    missing = [q["id"] for q in dev if q["id"] not in REWRITES]
    extra = [i for i in REWRITES if i not in {q["id"] for q in dev}]
    if missing or extra:
        raise SystemExit(f"rewrite table mismatch: missing {missing} extra {extra}")
    with open(os.path.join(HERE, "dev_synonyms.jsonl"), "w") as f:
        for q in dev:
            r = dict(q)
            r["question"] = REWRITES[q["id"]]
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(dev)} rewrites")


if __name__ == "__main__":
    main()
