#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: each dev.jsonl question reworded with synonyms/paraphrases
(same id, category, scope, must_contain, evidence). Standard library only."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
RE = {
    "q001": "how much silicon footprint does gray_cnt8 take up?",
    "q002": "Once mapped to the standard-cell library, what's the instance count of the serial transmitter netlist?",
    "q003": "timing margin for the max path of mac_pipe8 with the 5 nanosecond clock?",
    "q005": "total negative slack for the multiply-accumulate block?",
    "q006": "For the shift-register chain, what margin does the tool give on its worst early-arrival (hold) check?",
    "q011": "which state assignment style did the synthesizer pick when it re-encoded the transmitter's controller?",
    "q012": "Post re-encoding, how many flip-flops hold the serial transmitter's controller state?",
    "q014": "The adder instance u_sum in the packet-size run has its output port width changed. What widths, before and after?",
    "q017": "In sensor_if_undrv, what net is read somewhere yet never assigned?",
    "q020": "What cycle time was set on the receive-side clock of the clock-crossing run?",
    "q021": "what's the margin on the asynchronous reset release (recovery) check in cdc_gray_sync?",
    "q022": "count of set/reset flip-flop instances in cdc_gray_sync",
    "q024": "for lfsr16, what width problem does the linter flag?",
    "q026": "lfsr16's most critical margin, in the form the worst-slack command prints it",
    "q028": "how big (in library area units) is the barrel shifter block when the ALU hierarchy is preserved?",
    "q029": "What setup requirement from the library is applied at the capturing register of mac_pipe8?",
    "q032": "required arrival time on the most critical max path of uart_tx8n1?",
    "q035": "which technology-mapped run is the tiniest by footprint?",
    "q037": "how many of the runs got static timing analysis?",
    "q039": "sum of the footprints over all runs that report one",
    "q040": "average silicon footprint over the set?",
    "q041": "What's the middle value of the footprint distribution?",
    "q042": "overall count of positive-edge D flip-flop cells summed across every run",
    "q048": "Footprint of the 12-bit counter divided by that of the 8-bit counter?",
    "q049": "how much timing margin does the bidirectional counter give up when it is widened from 8 to 12 bits?",
    "q050": "smallest clock cycle the gray code counter could meet (cycle time minus its worst max-path margin)?",
    "q051": "maximum clock frequency of the ALU run without hierarchy?",
    "q054": "which run had the highest count of synthesizer warnings",
    "q056": "Among the runs that made it through synthesis, which ones got no timing analysis?",
    "q060": "Which has the larger register count, the serial transmitter or the gray code counter?",
    "q062": "overall register count summed over all runs",
    "q064": "list the top three runs by footprint, largest first",
    "q065": "The parser complains at line 18 of spi_slave_v2 -- what is really wrong with the source?",
    "q066": "what should I change so the dma_top run gets past hierarchy resolution?",
    "q070": "What in the RTL makes the tool create level-sensitive storage for vec and nmi_flag?",
    "q071": "how did the synthesizer treat the transmitter's state register?",
    "q075": "ring_osc_loop: the first checks see a feedback cycle, yet the final check is clean. How come?",
    "q076": "what's the consequence of cal_offset having no driver for the sensor block's outputs?",
    "q079": "From the two timing runs of pwm_gen, what is the tightest cycle time it could meet?",
    "q080": "how come the ALU built without hierarchy needs less footprint than the one with hierarchy kept?",
    "q082": "Why did prio_enc16 need an ideal clock with no source pin for its timing constraints?",
    "q085": "how come popcnt32 reports no footprint figure?",
    "q087": "Why are cdc_gray_sync and pwm_gen built from set/reset flops while gray_cnt8 gets plain positive-edge flops?",
    "q088": "in the sensor block, why does the most critical path begin at a thresh pin instead of at a register?",
    "q089": "how big is gray_cnt16?",
    "q092": "what's the timing margin of irq_latch_mux?",
    "q095": "silicon footprint of popcnt32_generic?",
    "q097": "what's the gate count of dma_top?",
    "q098": "what margin does the clk_div2 domain have in cdc_gray_sync?",
    "q099": "total negative slack for mac_pipe16",
    "q100": "footprint of updn_cnt_w16?",
    "q101": "what does the linter report for pwm_gen?",
    "q106": "how big is spi_master?",
}


def main():
    out = []
    with open(os.path.join(HERE, "dev.jsonl")) as fh:
        for line in fh:
            if not line.strip():
                continue
            d = json.loads(line)
            d["question"] = RE[d["id"]]
            out.append(d)
    with open(os.path.join(HERE, "dev_synonyms.jsonl"), "w") as fh:
        for d in out:
            fh.write(json.dumps(d) + "\n")
    print(len(out), "rewritten")


if __name__ == "__main__":
    main()
