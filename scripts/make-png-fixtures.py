#!/usr/bin/env python3
"""Writes the PNG reader's fixtures (Tests/TextProofRasterTests/Fixtures/png), chunk by chunk with
Python's zlib, so each file holds exactly what its name says. Run from the repository root:
    python3 scripts/make-png-fixtures.py
The reader's tests decode each with the fast path and with libpng alone and require equal results."""
import struct, zlib, os

OUT = "Tests/TextProofRasterTests/Fixtures/png"

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def pixels(width, height, depth, channels=4):
    """A deterministic RGBA image with smooth areas, edges and translucency."""
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            r, g, b = (x * 37 + y * 11) % 256, (x * x + y * 7) % 256, (255 if (x // 4 + y // 3) % 2 else 12)
            a = 255 if x < width // 2 else (x * 29 + y * 53) % 256
            sample = [r, g, b, a]
            if depth == 16:
                sample = [v * 257 ^ ((x * 131 + y * 17 + i) & 0xFF) for i, v in enumerate(sample)]
            row += sample[:channels]
        rows.append(row)
    return rows

def filtered(rows, depth, filters, channels=4):
    bpp = channels * (2 if depth == 16 else 1)
    out = bytearray()
    previous = None
    for y, row in enumerate(rows):
        raw = b"".join(struct.pack(">H", v) for v in row) if depth == 16 else bytes(row)
        above = previous or bytes(len(raw))
        kind = filters[y % len(filters)]
        line = bytearray()
        for i, value in enumerate(raw):
            left = raw[i - bpp] if i >= bpp else 0
            up = above[i]
            corner = above[i - bpp] if i >= bpp else 0
            if kind == 0: predicted = 0
            elif kind == 1: predicted = left
            elif kind == 2: predicted = up
            elif kind == 3: predicted = (left + up) // 2
            else:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predicted = left if pa <= pb and pa <= pc else up if pb <= pc else corner
            line.append((value - predicted) & 0xFF)
        out += bytes([kind]) + line
        previous = raw
    return bytes(out)

def png(name, width, height, depth, filters, color_type=6, extra=b"", split=1, interlace=0, corrupt_idat=False):
    channels = 3 if color_type == 2 else 4
    rows = pixels(width, height, depth, channels)
    data = zlib.compress(filtered(rows, depth, filters, channels), 9)
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, interlace)
    pieces = [data[i * len(data) // split:(i + 1) * len(data) // split] for i in range(split)]
    idats = [chunk(b"IDAT", p) for p in pieces]
    if corrupt_idat:
        first = bytearray(idats[0]); first[-1] ^= 0xFF; idats[0] = bytes(first)
    body = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + b"".join(idats) + chunk(b"IEND", b"")
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(body)

os.makedirs(OUT, exist_ok=True)
# Accepted by the fast reader: RGBA, 8 and 16 bits, every filter type, IDAT split in pieces.
png("filters-rgba8.png", 23, 17, 8, [0, 1, 2, 3, 4], split=3)
png("filters-rgba16.png", 19, 13, 16, [4, 3, 2, 1, 0], split=2)
png("paeth-rgba8-text-chunk.png", 31, 9, 8, [4], extra=chunk(b"tEXt", b"Comment\x00made by make-png-fixtures.py"))
png("filters-rgb8.png", 21, 11, 8, [4, 0, 1, 2, 3], color_type=2, split=2)
png("filters-rgb16.png", 13, 7, 16, [1, 4, 2], color_type=2)
# Left to libpng: a CRC error, and a tRNS chunk where the colour type has alpha already.
png("crc-error-rgba8.png", 8, 8, 8, [0], corrupt_idat=True)
png("trns-rgba8.png", 8, 8, 8, [1], extra=chunk(b"tRNS", b"\x00\x01\x00\x02\x00\x03"))
