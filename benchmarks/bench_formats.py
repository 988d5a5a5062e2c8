"""Format round trip: the same manual pages as Markdown, HTML and PDF, asked the same questions.

Usage::

    python benchmarks/bench_formats.py --questions eval/sets/openroad_blind.jsonl --corpus ../shared/corpus/openroad \\
        --pages 10 --work /tmp/bench-formats [--modes hybrid,bm25] [--k 5] \\
        [--yosys ../shared/corpus/yosys] [--out FILE.json]

The HTML of each Markdown page is rendered by markdown-it-py and wrapped in a page with a
``<nav>`` and a ``<footer>`` around ``<main>`` (so the HTML reader must drop the chrome); the
PDF is that ``<main>`` printed by fpdf2's ``write_html`` with a running header and a page-number
footer (so the PDF reader must drop those). Each form is ingested into its own index and every
question whose gold source is one of the pages is asked in each mode. Per form: top-1 and
top-k evidence from the gold page, agreement of the top-1 section with the Markdown form's,
structure counts, and parse / ingest throughput in PDF pages per second (the same content in
every form, so the rates compare). ``--yosys`` also compares the two application notes that
exist both as RST and as PDF.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import time
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from bs4 import BeautifulSoup  # noqa: E402
from fpdf import FPDF  # noqa: E402
from markdown_it import MarkdownIt  # noqa: E402

from app.engine import Engine  # noqa: E402
from edabot.logging import configure_logging  # noqa: E402
from edabot.settings import Settings  # noqa: E402
from edabot.types import Evidence  # noqa: E402
from eval.questions import Question, load_questions  # noqa: E402
from ingest.documents import parse_document, read_limits, read_manual  # noqa: E402
from ingest.formats.source import SourceText  # noqa: E402

FORMS = ("markdown", "html", "pdf")
SUFFIXES = {"markdown": ".md", "html": ".html", "pdf": ".pdf"}
_TYPOGRAPHY = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-",
                             "\u2014": "-", "\u2026": "...", "\u2192": "->", "\u2190": "<-", "\u2265": ">=",
                             "\u2264": "<=", "\u00a0": " "})
_MARKDOWN = MarkdownIt("commonmark", {"html": True}).enable("table")


@dataclass
class FormStats:
    """What the reader found in one form of the pages, and how fast."""

    files: int = 0
    pdf_pages: int = 0
    blocks: int = 0
    chunks: int = 0
    sections: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    parse_s: float = 0.0
    ingest_s: float | None = None


@dataclass
class ModeScore:
    """Per-question outcomes of one form in one mode, in question order."""

    top1_gold: list[bool] = field(default_factory=list)
    topk_gold: list[bool] = field(default_factory=list)
    top1: list[tuple[str, str] | None] = field(default_factory=list)
    """(page base name, section) of the top-1 evidence."""


def page_base(source: str) -> str:
    """``openroad/src/gpl/README.md`` -> ``src_gpl_README``: one file name for the three forms."""
    parts = Path(source).with_suffix("").parts
    return "_".join(parts[1:] if len(parts) > 1 else parts)


def latin1(text: str) -> str:
    """fpdf2's core fonts are latin-1 only: typographic marks get ASCII forms, anything else ``?``."""
    text = unicodedata.normalize("NFKC", text.translate(_TYPOGRAPHY))
    return text.encode("latin-1", "replace").decode("latin-1")


def html_page(markdown: str, title: str) -> str:
    """The page a docs site would serve: rendered Markdown in ``<main>``, navigation and footer around it."""
    return (f"<!DOCTYPE html>\n<html>\n<head><meta charset=\"utf-8\"><title>{title}</title></head>\n<body>\n"
            f"<nav><a href=\"/\">Home</a> | <a href=\"/tools/\">Tools</a> | <a href=\"/search/\">Search</a></nav>\n"
            f"<main>\n{_MARKDOWN.render(markdown)}</main>\n"
            f"<footer>Built from {title} with markdown-it-py. All rights reserved.</footer>\n</body>\n</html>\n")


class _PrintedPage(FPDF):
    """A print of a web page: the title as a running header, the page number as a running footer."""

    def __init__(self, running_title: str) -> None:
        super().__init__()
        self.running_title = running_title

    def header(self) -> None:
        self.set_font("helvetica", size=8)
        self.cell(0, 8, self.running_title, align="R")
        self.ln(10)

    def footer(self) -> None:
        self.set_y(-15)
        self.set_font("helvetica", size=8)
        self.cell(0, 10, f"Page {self.page_no()}", align="C")


def pdf_bytes(html: str, title: str) -> bytes:
    """``<main>`` of ``html`` printed by fpdf2, with what its ``write_html`` cannot draw taken out first.

    Images are dropped (they point at files that are not there) and markup inside table cells is
    unwrapped to its text (fpdf2 refuses nested tags in cells). Text is folded to latin-1 before it is
    escaped again, so a ``≤`` becomes ``&lt;=``, not a stray ``<``.
    """
    soup = BeautifulSoup(html, "html.parser")
    main = soup.find("main") or soup
    for img in main.find_all("img"):
        img.decompose()
    for cell in main.find_all(["td", "th"]):
        for tag in cell.find_all(True):
            tag.unwrap()
    for text in main.find_all(string=True):
        text.replace_with(latin1(str(text)))
    pdf = _PrintedPage(latin1(title))
    pdf.add_page()
    pdf.write_html(main.decode_contents(), font_family="helvetica")
    return bytes(pdf.output())


def write_forms(pages: dict[str, Path], out_dir: Path) -> dict[str, list[tuple[str, Path]]]:
    """The three forms of every page (``base -> Markdown file``) under ``out_dir/<form>/``, as (source, path)."""
    forms: dict[str, list[tuple[str, Path]]] = {form: [] for form in FORMS}
    for form in FORMS:
        (out_dir / form).mkdir(parents=True, exist_ok=True)
    for base, markdown_path in pages.items():
        markdown = markdown_path.read_text(encoding="utf-8")
        html = html_page(markdown, base)
        contents: dict[str, bytes] = {"markdown": markdown.encode("utf-8"), "html": html.encode("utf-8"),
                                      "pdf": pdf_bytes(html, base)}
        for form, data in contents.items():
            path = out_dir / form / (base + SUFFIXES[form])
            path.write_bytes(data)
            forms[form].append((f"{form}/{path.name}", path))
    return forms


def source_stats(files: Sequence[tuple[str, Path]], settings: Settings) -> tuple[FormStats, dict[str, SourceText]]:
    """Parse-only pass: structure counts and the time the readers take (chunking not included)."""
    stats, parsed = FormStats(files=len(files)), {}
    limits = read_limits(settings)
    kinds: Counter[str] = Counter()
    for source, path in files:
        data = path.read_bytes()
        started = time.perf_counter()
        text = read_manual(source, data, limits, base_dir=path.parent)
        stats.parse_s += time.perf_counter() - started
        parsed[source] = text
        document = parse_document("bench", source, text, "", settings.chunk_max_words)
        stats.blocks += len(text.blocks)
        stats.chunks += len(document.chunks)
        stats.sections += len({b.section for b in text.blocks if b.section})
        stats.pdf_pages += len(text.page_starts)
        kinds.update(b.kind for b in text.blocks)
    stats.kinds = dict(sorted(kinds.items()))
    stats.parse_s = round(stats.parse_s, 3)
    return stats, parsed


def fold_section(section: str) -> str:
    """A heading path as every form can spell it: latin-1, no code marks, case and spacing folded."""
    return " ".join(latin1(section).replace("`", "").casefold().split())


def ask_all(engine: Engine, questions: Sequence[Question], mode: str, k: int) -> ModeScore:
    score = ModeScore()
    for question in questions:
        evidence = engine.retrieve(question.question, ["global"], k, mode)
        gold = {page_base(g.source) for g in question.gold}
        score.top1_gold.append(bool(evidence) and _base(evidence[0]) in gold)
        score.topk_gold.append(any(_base(e) in gold for e in evidence[:k]))
        score.top1.append((_base(evidence[0]), fold_section(evidence[0].section)) if evidence else None)
    return score


def _base(evidence: Evidence) -> str:
    return Path(evidence.source).stem


def _rate(values: Sequence[bool]) -> float | None:
    return round(sum(values) / len(values), 3) if values else None


def round_trip(pages: dict[str, Path], questions: Sequence[Question], work: Path, modes: Sequence[str],
               k: int) -> dict[str, Any]:
    """Build the three forms of ``pages``, ingest each into its own index under ``work`` and ask ``questions``."""
    forms = write_forms(pages, work / "pages")
    result: dict[str, Any] = {"pages": sorted(pages), "questions": len(questions), "k": k, "forms": {}}
    scores: dict[str, dict[str, ModeScore]] = {}
    for form in FORMS:
        data_dir = work / "data" / form
        shutil.rmtree(data_dir, ignore_errors=True)
        engine = Engine(Settings(EDABOT_DATA_DIR=data_dir))  # type: ignore[call-arg]
        stats, _ = source_stats(forms[form], engine.settings)
        engine.base_encoder.encode(["warm up"])  # model load is not ingest time
        started = time.perf_counter()
        report = engine.ingest_files(forms[form], "global")
        stats.ingest_s = round(time.perf_counter() - started, 3)
        if report.skipped:
            raise RuntimeError(f"{form}: files skipped: {report.skipped}")
        scores[form] = {mode: ask_all(engine, questions, mode, k) for mode in modes}
        result["forms"][form] = {"stats": asdict(stats), "modes": {}}
    pdf_pages = result["forms"]["pdf"]["stats"]["pdf_pages"]
    result["pdf_pages"] = pdf_pages
    for form in FORMS:
        entry = result["forms"][form]
        stats = entry["stats"]
        entry["parse_pages_per_s"] = round(pdf_pages / stats["parse_s"], 1) if stats["parse_s"] else None
        entry["ingest_pages_per_s"] = round(pdf_pages / stats["ingest_s"], 2) if stats["ingest_s"] else None
        entry["parse_files_per_s"] = round(stats["files"] / stats["parse_s"], 2) if stats["parse_s"] else None
        for mode, score in scores[form].items():
            reference = scores["markdown"][mode].top1
            same = [a is not None and a == b for a, b in zip(score.top1, reference, strict=True)]
            entry["modes"][mode] = {"top1_gold_page": _rate(score.top1_gold), "topk_gold_page": _rate(score.topk_gold),
                                    "top1_section_agrees_with_markdown": _rate(same),
                                    "per_question": [{"top1": t, "gold_top1": g} for t, g in
                                                     zip(score.top1, score.top1_gold, strict=True)]}
    return result


def yosys_compare(pairs: dict[str, tuple[Path, Path]]) -> dict[str, Any]:
    """What the RST source and the PDF of the same application note each yield."""
    settings = Settings(EDABOT_DATA_DIR=Path(".unused"))  # type: ignore[call-arg]
    out: dict[str, Any] = {}
    for name, (rst, pdf) in pairs.items():
        out[name] = {}
        for form, path in (("rst", rst), ("pdf", pdf)):
            stats, parsed = source_stats([(f"{form}/{path.name}", path)], settings)
            text = next(iter(parsed.values()))
            out[name][form] = {**asdict(stats), "lines": len(text.lines),
                               "headings": [b.text for b in text.blocks if b.kind == "heading"]}
    return out


def pick_pages(questions: Sequence[Question], corpus: Path, count: int) -> dict[str, Path]:
    """The ``count`` Markdown pages most questions point at (ties by name), as ``base -> file``."""
    votes = Counter(g for q in questions for g in {g.source for g in q.gold} if g.endswith(".md"))
    chosen = sorted(votes.items(), key=lambda item: (-item[1], item[0]))[:count]
    return {page_base(source): corpus.parent / source for source, _ in chosen}


def render(result: dict[str, Any]) -> str:
    """The compact table BENCHMARKS.md records."""
    rt = result["round_trip"]
    lines = [f"{len(rt['pages'])} pages, {rt['questions']} questions, {rt['pdf_pages']} PDF pages, k={rt['k']}",
             "| form | blocks | chunks | sections | parse pages/s | ingest pages/s | mode | top-1 gold page | "
             "top-k gold page | top-1 section = markdown |", "|---" * 10 + "|"]
    for form, entry in rt["forms"].items():
        s = entry["stats"]
        for mode, m in entry["modes"].items():
            lines.append(f"| {form} | {s['blocks']} | {s['chunks']} | {s['sections']} | {entry['parse_pages_per_s']} | "
                         f"{entry['ingest_pages_per_s']} | {mode} | {m['top1_gold_page']} | {m['topk_gold_page']} | "
                         f"{m['top1_section_agrees_with_markdown']} |")
    for form, entry in rt["forms"].items():
        lines.append(f"{form} kinds: {entry['stats']['kinds']}")
    for name, forms in result.get("yosys", {}).items():
        for form, s in forms.items():
            lines.append(f"{name} {form}: lines {s['lines']}, pages {s['pdf_pages']}, blocks {s['blocks']}, chunks "
                         f"{s['chunks']}, kinds {s['kinds']}, headings {s['headings']}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--questions", type=Path, required=True)
    parser.add_argument("--corpus", type=Path, required=True, help="the corpus folder gold sources start with")
    parser.add_argument("--pages", type=int, default=10)
    parser.add_argument("--work", type=Path, required=True, help="where the three forms and their indexes go")
    parser.add_argument("--modes", default="hybrid,bm25")
    parser.add_argument("--k", type=int, default=5)
    parser.add_argument("--yosys", type=Path, help="Yosys docs folder with appendix/ and _downloads/")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    configure_logging("WARNING")
    every = load_questions(args.questions)
    pages = pick_pages(every, args.corpus.resolve(), args.pages)
    questions = [q for q in every if any(page_base(g.source) in pages for g in q.gold)]
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    result: dict[str, Any] = {"machine": {"cpus": os.cpu_count(), "platform": platform.platform()},
                              "round_trip": round_trip(pages, questions, args.work, modes, args.k)}
    if args.yosys:
        notes = {re.sub(r"\.pdf$", "", p.name): p for p in sorted((args.yosys / "_downloads").glob("APPNOTE_*.pdf"))}
        result["yosys"] = yosys_compare({n: (args.yosys / "appendix" / f"{n}.rst", p) for n, p in notes.items()})
    print(render(result))
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
