# Samples for issue 46's verdicts: 25 measured sites and 15 failing known-pair sites per app.
# Usage: sample.py APP [SEED]; rounds 1-3 used seed 46, later rounds a fresh seed each so no round re-judges
# the sites the previous one tuned on.
import json, random, sys
app = sys.argv[1]
seed = int(sys.argv[2]) if len(sys.argv) > 2 else 46
r = json.load(open(f'/tmp/s46/{app}/report.json'))
sites = r['sites']
measured = [s for s in sites if s['status'] == 'measured']
cells = {}
for c in r['cells']:
    cells.setdefault(c['run'], []).append(c)
def describe(s):
    cs = cells.get(s.get('run'), [])
    pairs = '; '.join(f"{c['appearance']}: {c['color']} on {c['background']} {c['measured']['wcag']}:1 {c['level']}" for c in cs)
    return (f"{s['file']}:{s['line']} [{s['kind']}] text={s['text']!r} fg={s.get('foreground')} bg={s.get('background') or s.get('backgroundAssumed')}"
            f" size={s['sizePoints']} {s['weight']} platform={s.get('platform')} usedAt={s.get('usedAt')}"
            + (f" route={', '.join(s['route'])}" if s.get('route') else '')
            + (f" forced={s['forcedAppearance']}" if s.get('forcedAppearance') else '')
            + f" choice={s.get('choice')}\n      {pairs}")
failing = []
seen = set()
for s in measured:
    if s.get('backgroundAssumed'): continue
    cs = cells.get(s.get('run'), [])
    if any(c['level'] == 'fail' for c in cs):
        key = f"{s['file']}:{s['line']}"
        if key not in seen:
            seen.add(key); failing.append(s)
print(f"# {app}: {len(measured)} measured ({sum(1 for s in measured if s.get('backgroundAssumed'))} on an assumed background), {len(failing)} failing known-pair sites")
print(f"## Measured sample (random.Random({seed}).sample(measured, 25))")
for i, s in enumerate(random.Random(seed).sample(measured, min(25, len(measured))), 1):
    print(f"M{i:02} " + describe(s))
print(f"## Failure sample (random.Random({seed}).sample(failing, 15))")
for i, s in enumerate(random.Random(seed).sample(failing, min(15, len(failing))), 1):
    print(f"F{i:02} " + describe(s))
