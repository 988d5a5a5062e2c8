"""A protocol asked for that no run implements is offered the runs of other protocols of its family, told by the
parts of their names that are no English word and by their titles' protocol words."""

from runs.qa.interfaces import family_of, kindred_runs, unheld_protocols

PROFILES = {
    "walleye_spi": (["walleye", "spim"], "walleye_spim: SPI master, mode 0"),
    "krill_tx": (["krill", "uarttx"], "krill_uarttx: 8N1 transmitter"),
    "gaur_lint": (["gaur", "arbiter", "lint"], "gaur_arbiter: round-robin arbiter"),
    "tapir_bus": (["tapir", "bridge"], "tapir_bridge: APB to register bridge"),
    "oryx_filter": (["oryx", "linear"], "oryx: a filter that can be bypassed"),
}


def test_a_protocol_is_offered_the_other_protocols_of_its_family():
    assert family_of("I2C") == "serial interface" and family_of("fifo") == ""
    assert kindred_runs("i2c", PROFILES) == ("serial interface", ["walleye_spi", "krill_tx"])
    assert kindred_runs("axi", PROFILES) == ("on-chip bus", ["tapir_bus"])


def test_english_words_that_start_with_a_protocol_name_none():
    assert kindred_runs("spi", PROFILES) == ("serial interface", ["krill_tx"])  # not "lint", "linear" or "can"
    assert kindred_runs("crc", PROFILES) == ("", [])


def test_a_protocol_no_run_is_of_is_unheld():
    assert unheld_protocols("i2c target slack, and the jtag tap area?", PROFILES) == ["i2c", "jtag"]
    assert unheld_protocols("spi master timing numbers?", PROFILES) == []  # walleye_spim names it
    assert unheld_protocols("uart tx slack", PROFILES) == []  # krill's name part uarttx starts with it
    assert unheld_protocols("can the apb bridge close timing?", PROFILES) == []  # "can" is English; tapir titles apb
