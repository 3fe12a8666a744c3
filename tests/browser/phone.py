"""What the browser tests share besides their fixtures."""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: where the screenshots of the browser tests go (open them: a screen nobody looked at proves little)
SHOTS = Path(__file__).parent.parent.parent / "instance" / "screenshots"


def shot(page: Any, name: str) -> Path:
    """A 360×740 screenshot of what the phone shows now."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path), caret="initial")  # the default hides the caret with an inline style
    return path
