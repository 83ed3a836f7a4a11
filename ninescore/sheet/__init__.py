"""Match sheets: one design, drawn on a QPainter, for the print preview, the printer and PDF."""

from .pdf import SheetError, page_layout, pdf_bytes, write_pdf
from .render import render_sheet

__all__ = ["SheetError", "page_layout", "pdf_bytes", "render_sheet", "write_pdf"]
