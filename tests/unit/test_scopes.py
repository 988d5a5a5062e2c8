import pytest

from edabot.errors import BadInputError
from edabot.scopes import visible_scopes


def test_channel_sees_workspace_and_global_but_not_siblings():
    assert visible_scopes("slack:T1/C2") == ["slack:T1/C2", "slack:T1", "global"]
    assert visible_scopes("global") == ["global"]
    assert "slack:T1/C3" not in visible_scopes("slack:T1/C2")


@pytest.mark.parametrize("scope", ["", "a b", "x/", "a//b", "../etc"])
def test_malformed_scopes_are_refused(scope):
    with pytest.raises(BadInputError):
        visible_scopes(scope)
