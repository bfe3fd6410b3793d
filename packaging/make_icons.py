#!/usr/bin/env python3
# Draws Amend's application icon (a blue rounded square with a white check mark over a red
# bar, "the fault amended") as PNGs at the sizes desktops ask for, and the Fix and Cancel
# toolbar icons at 1x and 2x, into resources/icons/.
# Run by hand when the design changes; the PNGs are committed. Standard library only.
import math, os, struct, sys, zlib

def png(path, size, pixels):
    raw = b''.join(b'\x00' + bytes(pixels[y * size * 4:(y + 1) * size * 4]) for y in range(size))
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    with open(path, 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', size, size, 8, 6, 0, 0, 0))
                + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))

def dist_segment(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))

def sample(x, y):
    # Coordinates in [0, 1]. Returns RGBA.
    r = 0.2  # corner radius
    cx, cy = min(max(x, r + 0.04), 0.96 - r), min(max(y, r + 0.04), 0.96 - r)
    if math.hypot(x - cx, y - cy) > r:
        return (0, 0, 0, 0)
    # Check mark.
    if min(dist_segment(x, y, 0.26, 0.50, 0.43, 0.67), dist_segment(x, y, 0.43, 0.67, 0.76, 0.30)) < 0.07:
        return (255, 255, 255, 255)
    # The amended fault: a red bar along the bottom.
    if 0.78 < y < 0.86 and 0.22 < x < 0.78:
        return (255, 120, 110, 255)
    shade = int(40 * y)
    return (20 + shade, 90 + shade, 200 - shade // 2, 255)

def icon(size):
    ss = 4
    pixels = []
    for py in range(size):
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(ss):
                for sx in range(ss):
                    c = sample((px + (sx + 0.5) / ss) / size, (py + (sy + 0.5) / ss) / size)
                    a = c[3]
                    acc[0] += c[0] * a; acc[1] += c[1] * a; acc[2] += c[2] * a; acc[3] += a
            a = acc[3]
            pixels += [acc[0] // a, acc[1] // a, acc[2] // a, a // (ss * ss)] if a else [0, 0, 0, 0]
    return pixels

def fix_action(x, y):
    # Green disc with a white "play" triangle: run Fix.
    if math.hypot(x - 0.5, y - 0.5) > 0.46:
        return (0, 0, 0, 0)
    if 0.38 < x < 0.74 and abs(y - 0.5) < (0.74 - x) * 0.62:
        return (255, 255, 255, 255)
    return (26, 127, 55, 255)

def cancel_action(x, y):
    # Red disc with a white square: Cancel.
    if math.hypot(x - 0.5, y - 0.5) > 0.46:
        return (0, 0, 0, 0)
    if 0.34 < x < 0.66 and 0.34 < y < 0.66:
        return (255, 255, 255, 255)
    return (207, 34, 46, 255)

def render(size, shape):
    global sample
    saved = sample
    sample = shape
    try:
        return icon(size)
    finally:
        sample = saved

out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', 'resources', 'icons')
os.makedirs(out, exist_ok=True)
for size in (16, 32, 48, 64, 128, 256):
    png(os.path.join(out, 'amend-%d.png' % size), size, icon(size))
# Toolbar icons at 1x and 2x (high-DPI screens pick the larger one).
for name, shape in (('fix', fix_action), ('cancel', cancel_action)):
    for size in (24, 48):
        png(os.path.join(out, '%s-%d.png' % (name, size)), size, render(size, shape))
