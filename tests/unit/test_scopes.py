import pytest

from edabot.errors import BadInputError
from edabot.scopes import deletable_scopes, visible_scopes


def test_channel_sees_workspace_and_global_but_not_siblings():
    assert visible_scopes("slack:T1/C2") == ["slack:T1/C2", "slack:T1", "global"]
    assert visible_scopes("global") == ["global"]
    assert "slack:T1/C3" not in visible_scopes("slack:T1/C2")


@pytest.mark.parametrize("scope", ["", "a b", "x/", "a//b", "../etc"])
def test_malformed_scopes_are_refused(scope):
    with pytest.raises(BadInputError):
        visible_scopes(scope)


def test_a_scope_deletes_its_own_and_its_workspaces_documents_but_global_only_from_global():
    assert deletable_scopes("slack:T1/C2") == ["slack:T1/C2", "slack:T1"]
    assert deletable_scopes("slack:T1") == ["slack:T1"]
    assert deletable_scopes("global") == ["global"]
