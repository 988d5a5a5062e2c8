#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded (same ids, answers and evidence)."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "Liberty area reported once the WIDTH=8 tanzanite PWM got mapped?",
    "q002": "Count of run folders here, plus the number of unique RTL projects behind them?",
    "q003": "cardamom sweep: smallest period with positive margin, and the violation at the following tighter point?",
    "q004": "echidna min-delay / hold numbers - got them?",
    "q005": "In the WIDTH=16 tanzanite build, number of set/reset flip-flop cells?",
    "q006": "Give me every run that ended broken.",
    "q007": "The saturating accumulator testbench reports mismatches - root cause?",
    "q010": "report_power output for drumlin (the ALU)?",
    "q014": "moonstone constraints: core_clk target in ns?",
    "q016": "OpenSTA can't parse the oregano netlist. Explain the underlying cause.",
    "q017": "Min-path margin on the 16-deep queue design?",
    "q018": "Largest chip area over everything, which folder?",
    "q020": "For the handshake crossing design, cdc_async is clean but cdc_related goes negative. Why, and should we worry?",
    "q021": "Lowest liberty area of all mapped folders, and who owns it?",
    "q024": "divide-by-4 clock generator reports zero wns. Are all checks clean then?",
    "q027": "Hold margin on the cardamom netlist when clocked at seven nanoseconds?",
    "q029": "Count of level-sensitive storage cells after OSU mapping of esker?",
    "q032": "Any slack numbers for esker's config registers?",
    "q038": "Number of .blif files versus .edf/.edif files produced overall?",
    "q039": "Icarus complained about something when building bandicoot - what?",
    "q040": "Going from WIDTH 8 to 16 on tanzanite, what happens to cell area and margin?",
    "q047": "Post-mapping liberty area of the packet demux?",
    "q048": "Any folder with a negative min-path (removal/hold) result?",
    "q050": "The hierarchy failure in the packet demux run names which instance?",
    "q052": "Would echidna still make it with a 250 MHz target?",
    "q053": "Which output files did the SPI synthesis produce - specifically its JSON?",
    "q059": "Sum of ERROR/Error lines found in every log?",
    "q063": "Any run orchestrated through make rather than a bare script?",
    "q067": "Timer design at 100 MHz: what margin did OpenSTA give?",
    "q068": "Is 11036 a trustworthy area for the interval timer?",
    "q075": "Why eleven registers rather than twelve for the 6-bit Gray counter?",
    "q079": "Biggest contributor in the SPI power breakdown?",
    "q080": "cardamom at seven nanoseconds - margin?",
    "q081": "echidna EDIF netlist location?",
    "q082": "Folders defining two or more clocks?",
    "q084": "Number of instances in the divide-by-4 generator netlist?",
    "q085": "Verilator findings for lavender's transmitter?",
    "q087": "cardamom 5ns: summary says -0.12, path report -0.125 - conflict? Single failing endpoint?",
    "q088": "Liberty area for cardamom's product pipeline?",
    "q089": "Gate area of wolverine after synthesis?",
    "q091": "Icarus printed a warning for bandicoot - can the PASS be trusted?",
    "q092": "Number of cells in the quiet platypus flow?",
    "q094": "Folder with the highest ERROR count, and what count?",
    "q095": "Return status from Icarus on the WIP arbiter revision?",
    "q096": "Which folder enjoys the most setup margin?",
    "q097": "cardamom at ten nanoseconds - outcome?",
    "q099": "Fastest clock constraint anywhere in the timing runs?",
    "q100": "Number of DFFPOSX1 cells across the whole moonstone hierarchy?",
    "q102": "Any run that left its sub-modules unflattened?",
    "q104": "Timing numbers for chinchilla?",
    "q105": "Who produced a .json netlist?",
    "q106": "echidna: how many 2:1 mux cells after mapping?",
    "q107": "Any run where ABC got a -D target?",
    "q108": "Toggle data (SAIF or VCD) behind echidna's power figure?",
    "q109": "Number of lint-only folders, and their names?",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for q in dev:
            out = dict(q)
            out["question"] = REWORD[q["id"]]
            f.write(json.dumps(out, ensure_ascii=False) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
