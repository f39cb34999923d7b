"""Ludoteca: board games run exactly by their printed rules.

The first game is Dale of Merchants (classic edition), in :mod:`ludoteca.dale`.
"""

__version__ = "0.1.0"
