"""Names a question spells in capitals, judged against the evidence and against every indexed manual."""

from edabot.types import Evidence
from index.bm25 import BM25
from retrieval.answering import NOT_COVERED_PARTS, QuestionAnswerer
from retrieval.generators.extractive import ExtractiveGenerator
from tests.unit.retrieval.test_generators import KeywordEncoder
from text.tokens import proper_names, terms

PASSAGES = [
    "PDNGEN in OpenROAD builds the power grid from a few straps and rings you describe.",
    *(f"OpenROAD step {n} places and routes the design of block {n}." for n in range(30)),
]


class Manuals:
    """The retriever's part the answerer reads: the lexical index of the scopes' passages."""

    plain_bm25 = BM25([terms(p) for p in PASSAGES])

    def lexical(self, scopes):
        return self

    def base_vectors(self, ids):
        return {}


class NoVectors:
    """No stored vector: every similarity is 0, below any threshold."""

    def chunk_vectors(self, ids, func):
        return {}


def answerer():
    return QuestionAnswerer(Manuals(), ExtractiveGenerator(KeywordEncoder()), KeywordEncoder(), NoVectors(), 0.35)


def ev(text):
    return Evidence("m/pdn.md", 1, 3, "PDN", text, 0.5, "chunk", "c1")


def test_proper_names_are_acronyms_and_camel_case_words_not_shouting():
    assert proper_names("What is PDNGEN, and does TritonCTS use OpenDB or RSMT?") == ["pdngen", "tritoncts", "opendb", "rsmt"]
    assert proper_names("WHat is a net? Is 2048 the DEFAULT for it") == ["default"]
    assert proper_names("HOW DO I FIX THE GRID IN OpenROAD") == ["openroad"]
    assert proper_names("What does PLC-0040 mean for RSMT?") == ["rsmt"]


def test_a_distinctive_name_the_evidence_holds_is_support_a_common_one_is_not():
    evidence = [ev(PASSAGES[0])]
    assert not answerer().answer("What is PDNGEN?", evidence, scopes=["global"]).abstained
    # without the scopes there is no index to judge names by: the similarity alone decides
    assert answerer().answer("What is PDNGEN?", evidence).abstained
    # "OpenROAD" is in every passage: holding it says nothing about analog layout
    assert answerer().answer("Does OpenROAD do analog layout?", evidence, scopes=["global"]).abstained


def test_a_name_no_indexed_manual_holds_means_not_covered_in_a_question_or_a_part():
    evidence = [ev(PASSAGES[0])]
    answer = answerer().answer("Can I load a SAIF file?", evidence, scopes=["global"])
    assert answer.abstained and answer.notes == ["in no indexed manual: saif"]
    answer = answerer().answer("What is PDNGEN? And can I load a SAIF file into it?", evidence, scopes=["global"])
    assert not answer.abstained and "PDNGEN in OpenROAD builds the power grid" in answer.answer
    assert answer.answer.splitlines()[-1] == NOT_COVERED_PARTS + "can I load a SAIF file into it."
    # a name the manuals hold but the evidence does not proves nothing: the similarity decides, as before
    assert answerer().answer("Does OpenROAD place block 3 with PDNGEN?", [ev("Block 3 is placed.")],
                             scopes=["global"]).abstained
