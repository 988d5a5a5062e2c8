"""Archives built in memory for upload tests: the bytes a client would send."""

import io
import zipfile


def zip_bytes(members: dict[str, bytes]) -> bytes:
    """A deflated zip holding ``members`` (name -> content)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()
