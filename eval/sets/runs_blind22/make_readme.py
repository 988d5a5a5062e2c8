#!/usr/bin/env python3
"""Build README.md from the run folders: every figure is parsed from the real tool outputs."""
import os, re, glob

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = os.path.join(HERE, 'runs')
TEXT_EXT = ('.log', '.txt', '.rpt', '.rc')


def read(p):
    with open(p, errors='replace') as f:
        return f.read()


def run_files(run):
    out = []
    for root, _, files in os.walk(os.path.join(RUNS, run)):
        for f in files:
            out.append(os.path.relpath(os.path.join(root, f), os.path.join(RUNS, run)))
    return sorted(out)


def find_top(sh):
    m = re.search(r'-top\s+(\w+)', sh) or re.search(r'link_design\s+(\w+)', sh)
    return m.group(1) if m else '-'


def describe(run, top):
    for p in sorted(glob.glob(os.path.join(RUNS, run, 'src', '*.v'))):
        txt = read(p)
        if re.search(r'^\s*module\s+%s\b' % re.escape(top), txt, re.M):
            first = txt.splitlines()[0]
            d = re.sub(r'^//\s*', '', first)
            d = re.sub(r'^%s(\s*\([^)]*\))?:\s*' % re.escape(top), '', d)
            return d.replace('|', '/')
    return '-'


def flow(sh):
    parts = []
    ys = [l for l in sh.splitlines() if re.match(r'\s*yosys\s', l) and 'yosys -import' not in l
          and not l.strip().startswith('yosys ') or re.match(r'^yosys\s+-', l)]
    for l in sh.splitlines():
        if re.match(r'^yosys\s', l):
            fl = [f for f in re.findall(r'\s(-[a-zA-Z])\b', l.split('"')[0]) ]
            parts.append('yosys ' + ' '.join(dict.fromkeys(fl)) if fl else 'yosys script')
            break
    if 'chparam' in sh:
        parts.append('chparam')
    if '-flatten' in sh:
        parts.append('flatten')
    elif 'synth' in sh and ('dfflibmap' in sh or 'abc' in sh):
        parts.append('hierarchy kept' if re.search(r'stat [^\n]*-top', sh) else 'no flatten')
    if 'memory -nomap' in sh:
        parts.append('memory -nomap')
    if 'fsm' in re.sub(r'\w*fsm\w*/|wiper_fsm\w*', '', sh) and re.search(r'\bfsm\b', sh):
        parts.append('fsm')
    m = re.search(r'abc (-D \d+|-fast)', sh)
    if m:
        parts.append('abc ' + m.group(1))
    parts.append('OSU035 mapped' if 'dfflibmap' in sh or 'abc -liberty' in sh or 'abc -D' in sh and 'liberty' in sh else 'generic gates')
    if 'iverilog' in sh:
        parts.append('iverilog sim')
    if re.search(r'^sta ', sh, re.M):
        parts.append('OpenSTA')
    return ', '.join(parts)


def yosys_log(run, files):
    best = None
    for f in files:
        if not f.endswith(TEXT_EXT) or f.startswith('src/'):
            continue
        t = read(os.path.join(RUNS, run, f))
        if 'Yosys 0.' in t and ('Executing' in t):
            return f
        if best is None and '=== ' in t and 'Number of cells' in t:
            best = f
    return best or '-'


def stat_figures(text):
    cells = flops = area = '-'
    blocks = [m.start() for m in re.finditer(r'Number of cells:', text)]
    if blocks:
        tail = text[blocks[-1]:]
        lines = tail.splitlines()
        cells = re.search(r'Number of cells:\s+(\d+)', lines[0]).group(1)
        nf = 0
        for l in lines[1:]:
            l = re.sub(r'^\[[\d.]+\]\s?', '', l)
            m = re.match(r'\s+(\S+)\s+(\d+)\s*$', l)
            if not m:
                break
            if re.search(r'DFF|dff', m.group(1)):
                nf += int(m.group(2))
        flops = str(nf)
    a = re.findall(r'Chip area for (?:top )?module [^:]+:\s+([\d.]+)', text)
    if a:
        area = a[-1]
    return cells, flops, area


def sta_report(sh):
    m = re.findall(r'^sta\s[^\n>]*>\s*([\w./-]+)', sh, re.M)
    return m[-1] if m else '-'


def clocks(run, files):
    out = []
    for f in files:
        if f.endswith(('.sdc', '.tcl')) and not f.startswith('src/'):
            for m in re.finditer(r'create_(generated_)?clock\s+-name\s+(\w+)(?:\s+-period\s+([\d.]+))?(?:.*-divide_by\s+(\d+))?', read(os.path.join(RUNS, run, f))):
                if m.group(1):
                    out.append('%s (/%s)' % (m.group(2), m.group(4)))
                else:
                    out.append('%s %s' % (m.group(2), m.group(3)))
    return ', '.join(out) if out else '-'


def errors(run, files):
    n = 0
    for f in files:
        if f.endswith(TEXT_EXT) and not f.startswith('src/'):
            for l in read(os.path.join(RUNS, run, f)).splitlines():
                if re.search(r'\bERROR\b|\bError:', l) or re.match(r'FAIL', l):
                    n += 1
    return str(n)


def main():
    rows = []
    for run in sorted(os.listdir(RUNS)):
        if not os.path.isfile(os.path.join(RUNS, run, 'run.sh')):
            continue
        sh = read(os.path.join(RUNS, run, 'run.sh'))
        files = run_files(run)
        top = find_top(sh)
        ylog = yosys_log(run, files)
        cells = flops = area = '-'
        if ylog != '-':
            cells, flops, area = stat_figures(read(os.path.join(RUNS, run, ylog)))
        srep = sta_report(sh)
        first = wns = tns = '-'
        if srep != '-' and os.path.exists(os.path.join(RUNS, run, srep)):
            t = read(os.path.join(RUNS, run, srep))
            m = re.search(r'(-?\d+\.\d+)\s+slack \(', t)
            first = m.group(1) if m else '-'
            m = re.search(r'^wns (\S+)', t, re.M)
            wns = m.group(1) if m else '-'
            m = re.search(r'^tns (\S+)', t, re.M)
            tns = m.group(1) if m else '-'
        rows.append('| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |' % (
            run, top, describe(run, top), flow(sh), ylog, cells, flops, area, srep,
            clocks(run, files), first, wns, tns, errors(run, files)))
    head = [
        '# set22 run folders',
        '',
        'Generated by make_readme.py from the files under runs/ (do not edit by hand; rerun run_all.sh).',
        '',
        '| run | top | design | flow | yosys log | cells | flops | area | STA report | clocks | first slack | wns | tns | errors |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ]
    tail = [
        '',
        'Columns:',
        '- cells / flops / area: last statistics block of the yosys log (flops = cell types whose name contains DFF/dff); area only when stat was given a liberty file.',
        '- STA report: the file the run script redirects OpenSTA output to; first slack is the first "slack (...)" line in it.',
        '- wns / tns: the values printed by report_wns / report_tns in that report, `-` when they were not requested.',
        '- clocks: create_clock / create_generated_clock names with period (or division) from the SDC/Tcl files of the run.',
        '- errors: number of lines containing ERROR, "Error:" or starting with FAIL in the run\'s log/report files.',
        '- `-` means the figure does not exist for that run.',
    ]
    with open(os.path.join(HERE, 'README.md'), 'w') as f:
        f.write('\n'.join(head + rows + tail) + '\n')


if __name__ == '__main__':
    main()
