"""The win-probability curve of an analysis as a PNG (matplotlib, the ``plot`` extra)."""

from __future__ import annotations

from pathlib import Path

from ludoteca.coach.analysis import Analysis
from ludoteca.core.i18n import bad, t

#: Marker of each mark on the curve.
MARKERS = {"inaccuracy": ("o", "#d4a017"), "mistake": ("s", "#e06000"),
           "blunder": ("X", "#c00000")}


def plot_analysis(analysis: Analysis, path: str | Path) -> Path:
    """Draw each analysed seat's estimated win probability (percent, the ``before`` of its
    decisions) against the record's action number, with its marked moves, into ``path``.

    Raises:
        BadInput: matplotlib is not installed (message ``coach.plot_needs_matplotlib``).
    """
    try:
        import matplotlib
    except ImportError:
        raise bad("coach.plot_needs_matplotlib") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(9, 4.5), dpi=100)
    for summary in analysis.summaries:
        own = [m for m in analysis.moves if m.seat == summary.seat]
        if not own:
            continue
        label = t("coach.plot.seat", seat=summary.seat + 1)
        ax.plot([m.index for m in own], [100 * m.before for m in own], label=label,
                linewidth=1.5)
        for name, (marker, colour) in MARKERS.items():
            marked = [m for m in own if m.mark == name]
            if marked:
                ax.scatter([m.index for m in marked], [100 * m.before for m in marked],
                           marker=marker, color=colour, zorder=3, s=30)
    ax.set_ylim(0, 100)
    ax.set_title(t("coach.plot.title"))
    ax.set_xlabel(t("coach.plot.x"))
    ax.set_ylabel(t("coach.plot.y"))
    ax.grid(alpha=0.3)
    ax.legend(loc="best")
    fig.tight_layout()
    out = Path(path)
    fig.savefig(out)
    plt.close(fig)
    return out
