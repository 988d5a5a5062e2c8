import json
Q = []
def q(cat, question, mc, ev, notes):
    Q.append(dict(category=cat, question=question, must_contain=mc, evidence=ev, notes=notes))
F, S, R, A = "factual", "statistical", "reasoning", "absent"
# ---------------- factual
q(F, "pwm_bank total chip area after mapping?", ["39932"], "runs/pwm_bank/yosys.log:1329", "Chip area for top module '\\pwm_bank': 39932.000000 (design hierarchy total).")
q(F, "in pwm_bank, how much area does the prescaler submodule take on its own", ["5068"], "runs/pwm_bank/yosys.log:1229", "Per-module stat of $paramod\\prescale\\DIV=10: 5068.")
q(F, "area of the 6-bit pwm channel variant (W=6) in pwm_bank?", ["8696"], "runs/pwm_bank/yosys.log:1253", "$paramod\\pwm_chan\\W=...110 area 8696.")
q(F, "how many DFFSR flops in pwm_bank overall", ["30"], "runs/pwm_bank/yosys.log:1317", "Design hierarchy total: DFFSR 30.")
q(F, "pwm_bank setup slack at 10ns?", ["6.98"], "runs/pwm_bank/sta_report.txt:66", "Worst clk-group max path slack 6.98 (MET). The async recovery path has 9.08.")
q(F, "which line does yosys complain about in crc8_engine and what's the message", ["22", "syntax error"], "runs/crc8_engine/crc_synth.out:31", "src/crc8_engine.v:22: ERROR: syntax error, unexpected TOK_ID.")
q(F, "uart_shell synth error msg?", ["baud_gen"], "runs/uart_shell/uart_yosys.txt:39", "ERROR: Module `\\baud_gen' referenced in module `\\uart_shell' in cell `\\u_baud' is not part of the design.")
q(F, "number of cells in fir4tap netlist", ["2002"], "runs/fir4tap/synth.log:663", "Number of cells: 2002.")
q(F, "fir4tap area?", ["308784"], "runs/fir4tap/synth.log:680", "Chip area for module '\\fir4tap': 308784.")
q(F, "worst setup slack for fir4tap (4 digits pls)", ["-3.5643"], "runs/fir4tap/fir_timing.rpt:85", "Report run with -digits 4: -3.5643 VIOLATED.")
q(F, "fir4tap tns", ["-33.98"], "runs/fir4tap/fir_timing.rpt:89", "tns -33.98.")
q(F, "what OpenSTA version was used for the fir run", ["2.0.17"], "runs/fir4tap/fir_timing.rpt:1", "Banner: OpenSTA 2.0.17 GITDIR-NOT ... (only this run prints the banner).")
q(F, "which yosys release produced these logs?", ["0.23"], "runs/pwm_bank/yosys.log:22", "Yosys 0.23 (git sha1 7ce5011c24b).")
q(F, "skid_buffer: worst hold slack?", ["-1.20"], "runs/skid_buffer/hold_check.log:26", "Min path rst_n -> _113_ removal check, -1.20 VIOLATED (async_default group); worst data hold path is -0.81.")
q(F, "how many gates does skid_buffer synthesize to", ["75"], "runs/skid_buffer/skid_yosys.log:667", "Number of cells: 75 (also in skid_area.txt).")
q(F, "popcount16 footprint (area units)?", ["17296"], "runs/popcount16/pop.log:654", "Chip area 17296.")
q(F, "popcount16 slack at the clock it was run with?", ["-0.05"], "runs/popcount16/pop_sta:64", "Max path slack -0.05 VIOLATED at 3.55 ns.")
q(F, "what clock period was popcount16 timed at", ["3.55"], "runs/popcount16/pop_sta.tcl:4", "create_clock -period 3.55.")
q(F, "how many latch cells end up in gatekeeper", ["7"], "runs/gatekeeper/gatekeeper_yosys.log:572", "$_DLATCH_N_ 4 + $_DLATCH_P_ 3 = 7 (lines 572-573).")
q(F, "vending: instance count and area after abc?", ["34", "5900"], "runs/vending/fsm_build.log:770", "Number of cells 34 (line 770); area 5900 (line 781).")
q(F, "what encoding did yosys choose for the vending state machine", ["one-hot"], "runs/vending/fsm_build.log:276", "mapping auto encoding to `one-hot` for this FSM.")
q(F, "signal_hub - how many warnings did yosys report in total?", ["12"], "runs/signal_hub/hub_yosys.txt:819", "Warnings: 10 unique messages, 12 total.")
q(F, "which signal in signal_hub is implicitly declared?", ["hit"], "runs/signal_hub/hub_yosys.txt:34", "signal_hub.v:32: Warning: Identifier `\\hit' is implicitly declared.")
q(F, "cdc_mailbox: periods of the two clocks?", ["5", "12"], "runs/cdc_mailbox/mailbox_sta.out:3", "pclk 5.00 (line 3), cclk 12.00 (line 4).")
q(F, "how many flip-flops are in cdc_mailbox", ["21"], "runs/cdc_mailbox/mailbox_synth.txt:659", "DFFSR 21.")
q(F, "gray_decode8 cell count", ["11"], "runs/gray_decode8/gray.log:499", "Number of cells: 11 (INVX1 1, XNOR2X1 6, XOR2X1 4).")
q(F, "worst path in gray_decode8 - from where to where?", ["gray[6]", "bin[1]"], "runs/gray_decode8/gray_timing.rpt:1", "Startpoint gray[6] (line 1), Endpoint bin[1] (line 2), slack 0.40.")
q(F, "fifo16x4 total area", ["67484"], "runs/fifo16x4/fifo_yosys.log:777", "Chip area 67484.")
q(F, "how many MUX2X1 in shifter16?", ["64"], "runs/shifter16/shifter16_yosys.log:687", "MUX2X1 64.")
q(F, "shifter16 slack in the 5 ns attempt", ["1.96"], "runs/shifter16/attempt_5ns.rpt:30", "1.96 MET.")
q(F, "scratchpad: how many cells after generic synth", ["117"], "runs/scratchpad/scratchpad_generic.log:709", "Final generic stat: Number of cells 117.")
# ---------------- statistical
q(S, "which design has the biggest gate count", ["fir4tap", "2002"], "runs/fir4tap/synth.log:663", "Cells: fir4tap 2002 > fifo16x4 343 > pwm_bank 177 > scratchpad 117 > shifter16 109 > popcount16 85 > skid_buffer 75 > cdc_mailbox 64 > vending 34 > gatekeeper 21 > signal_hub 17 > gray_decode8 11.")
q(S, "smallest design by instance count?", ["gray_decode8", "11"], "runs/gray_decode8/gray.log:499", "11 cells; next signal_hub 17 (hierarchy total).")
q(S, "how many runs failed before producing a netlist? name them", ["2", "crc8_engine", "uart_shell"], "runs/crc8_engine/crc_synth.out:31", "crc8_engine (parse), uart_shell (hierarchy, runs/uart_shell/uart_yosys.txt:39).")
q(S, "how many designs synthesized successfully", ["12"], "runs/pwm_bank/yosys.log:1329", "14 designs, 2 failed -> 12 synthesized (incl. scratchpad generic-only).")
q(S, "which designs have a setup violation in their final timing report", ["fir4tap", "popcount16"], "runs/fir4tap/fir_timing.rpt:85", "fir4tap -3.5643, popcount16 -0.05 (runs/popcount16/pop_sta:64). shifter16 violated only in its first 3 ns attempt; skid_buffer violates hold only.")
q(S, "worst setup slack across the whole project, and which design", ["fir4tap", "-3.56"], "runs/fir4tap/fir_timing.rpt:85", "-3.5643 ns.")
q(S, "add up the tns of fir4tap and popcount16", ["-34.07"], "runs/popcount16/pop_sta:68", "-33.98 + -0.09 = -34.07.")
q(S, "how many of the sta'd designs come out totally clean (no negative slack of any kind) in their final report?", ["6"], "runs/pwm_bank/sta_report.txt:69", "Clean: pwm_bank, vending, cdc_mailbox, gray_decode8, fifo16x4, shifter16 (final 5 ns attempt). Not clean: fir4tap, popcount16 (setup), skid_buffer (hold/removal).")
q(S, "average chip area across the designs that got a liberty area number", ["46672.73"], "runs/fir4tap/synth.log:680", "11 designs: 39932+308784+19096+17296+1824+5900+3840+19360+2304+67484+27580 = 513400 / 11 = 46672.7. scratchpad (no liberty) excluded.")
q(S, "fifo16x4 area per cell?", ["196.75"], "runs/fifo16x4/fifo_yosys.log:777", "67484 / 343 = 196.75.")
q(S, "cells per flop in fifo16x4", ["4.64"], "runs/fifo16x4/fifo_yosys.log:760", "343 cells / (64 DFFPOSX1 + 10 DFFSR = 74) = 4.64.")
q(S, "which designs have latches? and which don't", ["gatekeeper"], "runs/gatekeeper/gatekeeper_yosys.log:572", "Only gatekeeper (7 $_DLATCH_ cells); all other synthesized designs have none.")
q(S, "how much bigger is fir4tap than fifo16x4 in area, ratio", ["4.58"], "runs/fir4tap/synth.log:680", "308784 / 67484 = 4.576.")
q(S, "area diff fifo16x4 vs pwm_bank", ["27552"], "runs/fifo16x4/fifo_yosys.log:777", "67484 - 39932 = 27552.")
q(S, "which design has the most flip-flops and how many", ["fifo16x4", "74"], "runs/fifo16x4/fifo_yosys.log:764", "64 DFFPOSX1 (line 764) + 10 DFFSR (line 765) = 74. fir4tap 50, scratchpad 54 generic.")
q(S, "designs with more than one clock domain?", ["cdc_mailbox"], "runs/cdc_mailbox/mailbox_sta.out:3", "Only cdc_mailbox defines two clocks (pclk, cclk).")
q(S, "which of the timed designs has the most setup margin", ["pwm_bank", "6.98"], "runs/pwm_bank/sta_report.txt:66", "pwm_bank 6.98 > vending 3.70 > cdc_mailbox 3.65 > fifo16x4 3.16 > shifter16@5ns 1.96 > skid 0.73 > gray 0.40.")
q(S, "how many designs were never put through STA (synth only or failed)", ["5"], "runs/gatekeeper/gatekeeper_yosys.log:582", "crc8_engine, uart_shell (failed), gatekeeper, signal_hub, scratchpad (Yosys only). 9 timed.")
q(S, "total DFFSR count across pwm_bank, skid_buffer, cdc_mailbox", ["69"], "runs/cdc_mailbox/mailbox_synth.txt:659", "30 + 18 + 21 = 69.")
q(S, "sum of all cell counts for designs that used the osu035 liberty", ["2938"], "runs/fir4tap/synth.log:663", "177+2002+75+85+21+34+17+64+11+343+109 = 2938 (11 designs; scratchpad excluded, generic).")
q(S, "which design used the generic flow w/o liberty, and how many generic FFs does it end with", ["scratchpad", "54"], "runs/scratchpad/scratchpad_generic.log:711", "$_DFFE_PP_ 48 (line 711) + $_DFF_P_ 6 (line 712) = 54.")
q(S, "how many designs had a hold problem", ["skid_buffer"], "runs/skid_buffer/hold_check.log:26", "Only skid_buffer shows negative min-path slack; fifo16x4 and popcount16 hold checks pass (0.46, 0.37).")
q(S, "avg cell area of fir4tap vs gray_decode8", ["154.24", "209.45"], "runs/fir4tap/synth.log:680", "fir 308784/2002=154.24; gray 2304/11=209.45.")
q(S, "between shifter16's failing try and popcount16, which one misses timing by less", ["shifter16", "-0.04"], "runs/shifter16/attempt_3ns.rpt:30", "shifter16 @3 ns -0.04 vs popcount16 -0.05 (runs/popcount16/pop_sta:64).")
q(S, "in pwm_bank what share of the total area is the prescaler", ["12.69"], "runs/pwm_bank/yosys.log:1229", "5068 / 39932 = 12.69%.")
q(S, "which synthesized designs kept more than one module in the stat (hierarchical)", ["pwm_bank", "signal_hub"], "runs/signal_hub/hub_yosys.txt:791", "Both print a design hierarchy section (pwm_bank line 1299). All others flat/single module.")
q(S, "most 2:1 muxes in any design?", ["fifo16x4", "79"], "runs/fifo16x4/fifo_yosys.log:767", "MUX2X1 79; shifter16 has 64.")
q(S, "combined area of the setup-failing designs", ["326080"], "runs/popcount16/pop.log:654", "fir4tap 308784 + popcount16 17296 = 326080.")
# ---------------- reasoning
q(R, "why did crc8_engine not synthesize, and where do I fix it", ["21", "22"], "runs/crc8_engine/crc_synth.out:31", "Parse error reported at src/crc8_engine.v:22 (unexpected TOK_ID); the real fault is the missing semicolon at the end of line 21 (r[2] <= r[1] ^ fb).")
q(R, "uart_shell blew up in hierarchy - what's missing and how to fix?", ["baud_gen", "u_baud"], "runs/uart_shell/uart_yosys.txt:39", "baud_gen instantiated as u_baud (uart_shell.v:15) but no source read; add its file to read_verilog.")
q(R, "roughly what clock period could fir4tap actually close at", ["8.56"], "runs/fir4tap/fir_timing.rpt:85", "5 ns period + 3.5643 ns violation = ~8.56 ns (arrival 8.3465 + setup 0.2178).")
q(R, "popcount16 - whats the fastest clock it could take, would 4ns be ok?", ["3.6"], "runs/popcount16/pop_sta:64", "Slack -0.05 at 3.55 ns -> ~+0.40 at 4 ns; min period ~3.6 ns. min period 3.55+0.05 = 3.60; 4 ns would pass.")
q(R, "is the skid_buffer hold violation a real silicon problem or a constraint artifact", ["0.9", "uncertainty"], "runs/skid_buffer/hold.tcl:5", "Hold uncertainty 0.9 ns plus min input delay 0 creates it; data hold path arrival 0.09 vs required 0.90 (hold_check.log:111); without the uncertainty these paths pass. Removal checks on rst_n likewise.")
q(R, "why does gatekeeper have latches", ["grant", "deny", "level"], "runs/gatekeeper/gatekeeper_yosys.log:76", "case(mode) has no 2'b11/default branch for grant; if(en) has no else for deny/level (lines 76-78).")
q(R, "gatekeeper reports a tiny area - is that the whole story?", ["1824", "DLATCH"], "runs/gatekeeper/gatekeeper_yosys.log:579", "Area for $_DLATCH_N_/$_DLATCH_P_ unknown: the 7 latches were not mapped to library cells and are not in the 1824 area.")
q(R, "what did yosys do with the vending FSM", ["one-hot", "6"], "runs/vending/fsm_build.log:276", "Extracted state, recoded 3-bit binary to one-hot with 6 state bits (line 289 Number of state bits: 6).")
q(R, "why does vending have 8 flip-flops when state is only 3 bits", ["one-hot", "8"], "runs/vending/fsm_build.log:774", "6 one-hot state bits + 2 registered outputs (dispense, change) = 8 DFFPOSX1.")
q(R, "signal_hub: the width mismatch warning, what does it mean for the design", ["status", "4"], "runs/signal_hub/hub_yosys.txt:47", "8-bit status into 4-bit sig port of u_edge: resized 8->4, upper 4 bits dropped, edge detection only on status[3:0].")
q(R, "explain the multi-driver warning in signal_hub", ["alarm", "status"], "runs/signal_hub/hub_yosys.txt:91", "alarm assigned twice (lines 36-37); because alarm = status[1] merges the nets, Yosys reports conflicting drivers on status[1] (input port vs $and).")
q(R, "what is undriven in signal_hub, and what will echo's top bits be", ["narrow", "echo"], "runs/signal_hub/hub_yosys.txt:94", "narrow[1:0] never assigned; feeds echo[7:6], which become undriven (line 163-164); also spare undriven.")
q(R, "is the cdc path from the producer to consumer flops being timed?", ["asynchronous", "set_clock_groups"], "runs/cdc_mailbox/mailbox_sta.tcl:6", "set_clock_groups -asynchronous pclk/cclk: cross-domain paths are not reported; only intra-domain paths (3.65 pclk, 9.55 cclk).")
q(R, "what limits cdc_mailbox's pclk side timing", ["wr", "3.65"], "runs/cdc_mailbox/mailbox_sta.out:134", "Worst pclk path: input wr (1.0 ns input delay) -> XOR2X1 -> DFFSR _086_, slack 3.65.")
q(R, "gray_decode8 has no flops - how was it timed", ["vclk", "3.5"], "runs/gray_decode8/gray_io.tcl:4", "Virtual clock vclk, 3.5 ns, with 0.5 in / 0.8 out delays; worst slack 0.40.")
q(R, "if gray_decode8 were constrained with a 3ns virtual clock and same io delays, what slack would we see?", ["-0.1"], "runs/gray_decode8/gray_timing.rpt:34", "Slack 0.40 at 3.5 ns -> -0.10 at 3.0 ns: fails by 0.10.")
q(R, "why did shifter16 need a second sta run", ["-0.04", "1.96"], "runs/shifter16/attempt_3ns.rpt:30", "At 3 ns slack -0.04 (tns -0.70); rerun at 5 ns met with 1.96.")
q(R, "for fifo16x4, did the ram get turned into flops or kept as a memory macro", ["store", "flip-flop"], "runs/fifo16x4/fifo_yosys.log:378", "Mapping memory \\store -> MEMORY_MAP to logic and FFs: 64 DFFPOSX1 (16x4 bits).")
q(R, "scratchpad has no area in its log, why", ["liberty"], "runs/scratchpad/generic.ys:1", "Generic synth with stat and no -liberty / no read_liberty: only generic $_ cells, no area.")
q(R, "what's the critical path in popcount16 and why is it slow", ["3.33"], "runs/popcount16/pop_sta:52", "Reg _128_ -> adder tree -> _126_; arrival 3.33 + setup 0.28 vs 3.55 period; the 16-input sum chain (for-loop accumulator).")
q(R, "pwm_bank's worst setup path - where does it start and end", ["u_pre", "u_a"], "runs/pwm_bank/sta_report.txt:28", "Start u_pre/_21_ (prescaler tick flop), end u_a/_113_ in channel A; slack 6.98.")
# ---------------- absent
for name, ev in [("uart_rx16", "made up"), ("hyperbus_phy", "made up"), ("ecc_secded64", "made up"), ("quartz_dma", "made up"), ("i2c_slave_ctl", "made up"), ("aes_sbox_pipe", "made up"), ("zorblat7", "made up"),
                 ("fir8tap", "near miss of fir4tap"), ("fifo16x8", "near miss of fifo16x4"), ("popcount32", "near miss of popcount16"), ("gray_decode16", "near miss of gray_decode8"), ("vendor", "near miss of vending"), ("gatekeep", "near miss of gatekeeper"), ("skid_bufer", "near miss of skid_buffer"), ("shifter32", "near miss of shifter16"), ("cdc_mailbag", "near miss of cdc_mailbox")]:
    pass
absent = [
 ("uart_rx16", "uart_rx16 cell count?"),
 ("hyperbus_phy", "what was the worst slack on hyperbus_phy"),
 ("ecc_secded64", "ecc_secded64 - how many flops"),
 ("quartz_dma", "did quartz_dma synthesize cleanly or with warnings?"),
 ("i2c_slave_ctl", "area of i2c_slave_ctl pls"),
 ("aes_sbox_pipe", "clock period used for aes_sbox_pipe sta"),
 ("zorblat7", "zorblat7: any latches?"),
 ("fir8tap", "fir8tap tns?"),
 ("fifo16x8", "how big is fifo16x8 (area)"),
 ("popcount32", "popcount32 slack"),
 ("gray_decode16", "gray_decode16 instance count"),
 ("vendor", "in the vendor design what FSM encoding did yosys pick"),
 ("gatekeep", "does gatekeep infer latches"),
 ("skid_bufer", "hold slack for skid_bufer?"),
 ("shifter32", "shifter32 - mux count?"),
 ("cdc_mailbag", "clocks defined for cdc_mailbag"),
]
for name, qq in absent:
    q(A, qq, [name], "", "Not in the set (" + ("near-miss" if name in ("fir8tap","fifo16x8","popcount32","gray_decode16","vendor","gatekeep","skid_bufer","shifter32","cdc_mailbag") else "made up") + "); answer should say it is not indexed and give no numbers.")
with open("/tmp/runs_blind4/questions.jsonl", "w") as f:
    for i, d in enumerate(Q, 1):
        d = {"id": "q%03d" % i, "category": d["category"], "scope": "proj:blind4", "question": d["question"], "must_contain": d["must_contain"], "evidence": d["evidence"], "notes": d["notes"]}
        f.write(json.dumps(d) + "\n")
from collections import Counter
print(len(Q), Counter(d["category"] for d in Q))
