"""Sizes stated in text, by unit."""

from runs.qa.sizes import stated


def test_sizes_are_read_by_unit_with_dimensions_joined_by_x():
    assert stated("Registered 8x8 multiplier producing a 16-bit product") == {"x": {"8x8"}, "bit": {"16"}}
    assert stated("16-word by 8 bit RAM, 4 entries deep") == {"word": {"16"}, "bit": {"8"}, "entry": {"4"}}
    assert stated("a counter clocked at 100 MHz") == {}
