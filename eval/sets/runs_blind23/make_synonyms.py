#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question with only `question` reworded by hand."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

REWORDED = {
    "q007": "min-delay (hold) margin reported for the bilge pump controller?",
    "q010": "bilge_syn: what does report_power give as the overall power, W?",
    "q011": "which of the runs failed with a tool error",
    "q012": "where do the latches in the rain sensor block come from - which regs get them?",
    "q014": "anything with a wns below zero?",
    "q020": "kestrel with DEPTH=16, what was its worst negative slack",
    "q031": "hier harbor synthesis: how much area does the tick divider module take on its own",
    "q034": "ibis_syn - paste the warning about the u_lane2 port width",
    "q039": "averager at depth 4 shows 42 flip-flops, i expected 50 (taps + sum + output). where did 8 go?",
    "q040": "setup margin in kestrel_d4's timing report?",
    "q045": "area growth going from the 4-tap to the 8-tap moving average, as a ratio",
    "q047": "soft-start led block: any failures in its self-checking tb?",
    "q048": "jetty: the dock_ready driver warning is gone in the final check - does that mean it got fixed?",
    "q049": "count of unique top modules across the README table",
    "q052": "the byte packer has two port-resize warnings, what do they do to word_out",
    "q053": "moraine_r1 total negative slack?",
    "q055": "area of the rain sensor holder in square microns",
    "q057": "in the pipelined normaliser report, which register starts the worst path",
    "q058": "which runs never got mapped to the cell library (generic gates only)",
    "q059": "fastest clock the byte packer can run at?",
    "q061": "what rtl change would make the ones-complement checksum correct",
    "q063": "doorbell chime block area after osu035 mapping",
    "q064": "was the bilge pump fsm ever simulated at gate level? results?",
    "q066": "shortest clock period used by any run - which ones",
    "q067": "harbor_flat report_power overall total",
    "q069": "does STA check the path from the host register clock into the tone logic in the chime design",
    "q072": "how big did the crc block come out after synthesis",
    "q074": "what reset encoding did fsm_extract report for the bilge state register",
    "q075": "any run whose first reported slack is positive while its wns is below zero",
    "q076": "break down the MAC area per submodule please",
    "q077": "state is 3 bits in the bilge rtl yet 5 bits wide in the gate netlist - how come",
    "q078": "setup requirement of the capturing flop on the sample buffer's worst path",
    "q079": "top three designs by number of cells (count each design once)",
    "q080": "how many cells ended up in the glacier netlist",
    "q081": "bilge controller - roughly what's the min clock period the reported setup path allows",
    "q082": "number of cells in the led ramp after mapping",
    "q084": "total negative slack of the ferry bridge run",
    "q085": "the 32x8 buffer reports zero memory bits in stat, what happened to the ram",
    "q086": "which clock and what period did the v2 normaliser get timed against",
    "q087": "mean number of cells of moraine v1 and v2",
    "q088": "what's the total negative slack for the bilge pump run",
    "q089": "estuary_map barely passes - what's on the critical path",
    "q090": "clk_bus group in the chime report: how much setup margin",
    "q092": "kestrel: where's the scan insertion / DFT coverage report",
    "q093": "the two anvil runs - what's different between them and why is the slack gap 3 ns exactly",
    "q094": "name the design that only went through simulation, no yosys",
    "q096": "the averager log warns that taps memory becomes a list of registers, is that a problem",
    "q097": "how many more cells does the non-flattened harbor run have compared with the flattened one",
    "q099": "what period was set on clk_aux in chime_sta",
    "q101": "which timed runs passed with a first slack under 1 ns",
    "q102": "can i open the lumen sim waveform (vcd)? where is it",
    "q103": "how far is the single-cycle normaliser from closing at 4 ns, what period would it need",
    "q104": "kestrel_d8 flip-flops divided by kestrel_d4 flip-flops?",
    "q106": "which run has a tns value in the README but nothing under wns",
    "q107": "overall power in the depth-8 moving average report",
    "q109": "longest clock period any run used",
}


def main():
    out = []
    with open(os.path.join(HERE, "dev.jsonl")) as f:
        for line in f:
            if not line.strip():
                continue
            obj = json.loads(line)
            new = dict(obj)
            new["question"] = REWORDED[obj["id"]]
            out.append(new)
    with open(os.path.join(HERE, "dev_synonyms.jsonl"), "w") as f:
        for obj in out:
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %d reworded dev questions" % len(out))


if __name__ == "__main__":
    main()
