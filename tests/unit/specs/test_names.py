from specs.names import ip_of, macro_candidates, mentions, normalize


def test_spellings_of_one_field_share_one_key():
    spellings = ["CTRL.TX_EN", "ctrl.tx_en", "CTRL . TX_EN", "[`CTRL.TX_EN`](registers.md#ctrl)", "**`ctrl.tx_en`**"]
    assert {normalize(s) for s in spellings} == {"ctrl.tx_en"}


def test_bit_ranges_and_links_are_dropped():
    assert normalize("sd[3:0]") == "sd"
    assert normalize("uart.[`INTR_STATE`](#intr_state)") == "uart.intr_state"


def test_mentions_find_identifiers_but_not_literals():
    found = mentions("Set [`CTRL.LAMP_EN`](registers.md#ctrl) to 0x1 when `temp_i` is low; the FSM enters IdleWait.")
    assert found[:2] == ["ctrl.lamp_en", "temp_i"]
    assert "idlewait" in found and "fsm" in found
    assert "0x1" not in found


def test_ip_of_reads_the_folder_above_doc():
    assert ip_of("opentitan/hw/ip/spi_host/doc/registers.md") == "spi_host"
    assert ip_of("corpus/hw/ip/uart/README.md") == "uart"
    assert ip_of("uploads/apb_timer.md") == "apb_timer"


def test_macro_candidates_split_prefix_and_suffix():
    assert "ctrl.lamp_en" in macro_candidates("blinky_ctrl_lamp_en_bit", "blinky")
    assert macro_candidates("ctrl.lamp_en", "blinky") == []
