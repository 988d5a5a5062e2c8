#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded, all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    'q007': 'fluorite ALU mapped using a 2.5 ns ABC delay target: is a 4 ns clock met, and from which port is the critical path launched?',
    'q010': 'across the whole set, where is total negative slack most negative?',
    'q011': 'UART receiver, yosys internal-gate netlist: number of cells?',
    'q013': 'is there any code/functional coverage data for the serial receiver bench?',
    'q016': 'biggest positive setup slack of any timing run - which one?',
    'q018': 'need timing numbers for catalpa with DEPTH=16 please',
    'q020': 'who exported a .json netlist?',
    'q022': 'ilmenite: is the acc_en latch using time borrowing?',
    'q023': 'cell total for fluorite_alu once mapped with a delay-driven abc',
    'q028': 'any level-sensitive storage elements in these netlists? where?',
    'q032': 'bittern netlist: reason for eight async set/reset flops besides the plain positive-edge ones?',
    'q033': 'did hematite get simulated, and what was the verdict?',
    'q034': 'compile-time complaint from icarus on the SPI bench?',
    'q036': 'emu_pwm: biggest single delay contributor on its worst path?',
    'q038': 'SPI block built with a divider parameter of 8: slack?',
    'q039': 'in the d8 log the top area is 11148 and memory area shows unknown - real total?',
    'q040': 'count of runs per kind: mapped vs generic vs sim vs lint',
    'q043': 'PWM block timing with a 5.5 ns period?',
    'q044': 'FIFO area: DEPTH 8 versus DEPTH 32 build',
    'q045': 'hematite failing crossing: start and end clock domains plus endpoint instance?',
    'q047': 'jaguar: which file holds the EDIF export?',
    'q048': 'bittern_spi_tb outcome?',
    'q050': 'chamois_avg gate count after mapping?',
    'q052': 'quiet-mode kinkajou run printed almost nothing; where did the stat end up?',
    'q057': 'opensta return code for the arbiter job?',
    'q058': 'name of the instance mentioned in the hierarchy error of the averaging filter',
    'q062': 'agate_seqdiv critical path: biggest contributor gate?',
    'q063': 'list every broken run',
    'q064': 'agate sequential divider simulation verdict?',
    'q065': 'waveform dump available from bittern_spi_tb? I want to inspect the serial clock',
    'q066': 'count of runs that produced timing reports',
    'q069': 'yosys flags TOK_ALWAYS on the timer; where is the real mistake?',
    'q071': 'bittern_spim chip area?',
    'q074': 'simulation outcomes, all of them',
    'q075': 'pipelined jaguar vs baseline: extra area and register count?',
    'q076': 'limpet synthesized area?',
    'q078': 'runs containing DFFSR instances?',
    'q080': 'sum of cells across every run reporting stats',
    'q081': 'count of netlists per file extension',
    'q083': 'readme flags the SPI generated-clock job as FAIL - does it violate anything?',
    'q085': 'dunite BLIF output path?',
    'q086': 'deep FIFO, min-delay check result?',
    'q088': 'largest number of error lines belongs to which job?',
    'q090': 'agate: DFFSR instance total',
    'q091': 'smallest min-delay margin across all jobs?',
    'q093': 'jaguar built at WIDTH 16 - numbers?',
    'q094': 'is create_generated_clock used anywhere?',
    'q095': 'galah hold margin?',
    'q096': 'hematite: clk_a and clk_b periods?',
    'q100': 'aggregate chip area summed across mapped jobs',
    'q102': 'agate_seqdiv osu area number',
    'q103': 'jaguar at 4.5 ns: does -DJAG_PIPE close it?',
    'q104': 'dunite max frequency?',
    'q106': 'marmot: verbatim parser message?',
    'q109': 'make-based flows - which folders?',
    'q111': 'kinkajou worst max-path margin with a 5 ns clock',
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for obj in dev:
            new = dict(obj)
            new["question"] = REWORD[obj["id"]]
            f.write(json.dumps(new) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
