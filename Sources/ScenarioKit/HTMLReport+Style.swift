extension HTMLReport {
    /// The page's only styling, inline: system font stacks (no web fonts), a sticky summary bar, step rows with the
    /// screen beside them, diff tables and the timeline.
    static let style = """

    :root { color-scheme: light; --ok: #15803d; --bad: #b91c1c; --xfail: #b45309; --muted: #64748b; --line: #e2e8f0; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: #0f172a; background: #f1f5f9; }
    code, pre { font-family: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 12.5px; }
    code { overflow-wrap: anywhere; }
    pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
    a { color: #1d4ed8; }
    header.top { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; align-items: center; gap: 6px 18px;
      padding: 10px 24px; background: #0f172a; color: #f8fafc; box-shadow: 0 2px 6px rgba(15,23,42,.25); }
    header.top h1 { font-size: 18px; margin: 0; }
    .verdict { margin: 0; font-weight: 700; padding: 2px 10px; border-radius: 6px; }
    .verdict.ok { background: var(--ok); } .verdict.bad { background: var(--bad); }
    ul.counts { display: flex; gap: 8px; list-style: none; margin: 0; padding: 0; }
    .chip { padding: 2px 10px; border-radius: 999px; background: #1e293b; }
    .chip.passed b { color: #4ade80; } .chip.failed b { color: #f87171; } .chip.xfail b { color: #fbbf24; }
    .chip.xpass b { color: #f472b6; } .chip.skipped b { color: #cbd5e1; }
    .timing { margin: 0; color: #cbd5e1; }
    main { max-width: 1240px; margin: 0 auto; padding: 16px 20px 60px; }
    section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 14px 18px; margin: 14px 0; scroll-margin-top: 64px; }
    h2 { font-size: 17px; margin: 0 0 6px; display: inline; }
    summary h2 { font-size: 17px; }
    .sub, .meta, .note, figcaption { color: var(--muted); }
    .meta { margin: 6px 0 10px; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; vertical-align: top; padding: 3px 8px; border-bottom: 1px solid var(--line); }
    th { font-weight: 600; color: var(--muted); font-size: 12px; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; }
    ul.index { columns: 3 300px; column-gap: 24px; list-style: none; margin: 8px 0 0; padding: 0; font-size: 13px; }
    ul.index li { break-inside: avoid; padding: 1px 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    ul.index .badge { min-width: 42px; font-size: 10px; line-height: 15px; }
    ul.failing { margin: 8px 0; padding-left: 0; list-style: none; } ul.failing li { padding: 2px 0; }
    .gallery { display: flex; flex-wrap: wrap; gap: 14px; margin-top: 10px; }
    .gallery figure.screen figcaption { margin-top: 4px; font-size: 12px; }
    .widget-views { display: flex; flex-wrap: wrap; gap: 10px; margin-top: 6px; }
    .widget-views svg { display: block; }
    .badge { display: inline-block; min-width: 48px; text-align: center; font: 700 11px/18px system-ui, sans-serif; border-radius: 4px; color: #fff; vertical-align: 2px; }
    .badge.passed { background: var(--ok); } .badge.failed { background: var(--bad); } .badge.xfail { background: var(--xfail); }
    .badge.xpass { background: #be185d; } .badge.skipped { background: #94a3b8; }
    section.scenario.failed, section.scenario.xpass { border-color: #fca5a5; }
    .tag { background: #e0e7ff; color: #3730a3; border-radius: 4px; padding: 0 5px; font-size: 12px; }
    .failure { border-left: 4px solid var(--bad); background: #fef2f2; padding: 6px 12px; margin: 8px 0; }
    section.xfail .failure { border-color: var(--xfail); background: #fffbeb; }
    .failure p { margin: 4px 0; }
    pre.details { background: #fff; padding: 6px; border: 1px solid var(--line); }
    ol.steps { list-style: none; margin: 8px 0 0; padding: 0; }
    li.step { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 4px 18px; padding: 6px 0; border-top: 1px solid var(--line); }
    li.step .body { min-width: 0; }
    li.step.fail { background: #fff7f7; }
    p.src { margin: 0 0 3px; }
    .mark { font-weight: 700; color: var(--ok); } li.fail .mark { color: var(--bad); }
    .ln { display: inline-block; min-width: 30px; text-align: right; color: var(--muted); font: 12px ui-monospace, "DejaVu Sans Mono", monospace; }
    pre.out { color: #334155; background: #f8fafc; border-radius: 6px; padding: 4px 8px; margin-left: 48px; max-height: 28em; overflow: auto; }
    figure { margin: 0; }
    figure.screen { grid-column: 2; grid-row: 1 / span 2; }
    figure.screen pre { white-space: pre; overflow-wrap: normal; line-height: 1.12; font-size: 12px; color: #e2e8f0;
      background: #111827; border-radius: 14px; padding: 10px 12px; box-shadow: inset 0 0 0 2px #374151; }
    figure.screen figcaption { font-size: 11px; text-align: center; }
    figure.screen.start { display: inline-block; margin: 6px 0; }
    table.diff { margin: 4px 0 4px 48px; width: calc(100% - 48px); table-layout: fixed; }
    table.diff td { padding: 0 6px; border: none; }
    table.diff td.del { background: #fee2e2; } table.diff td.ins { background: #dcfce7; } table.diff td.none { background: #f8fafc; }
    figure.timeline { margin: 8px 0; overflow-x: auto; }
    svg.timeline { display: block; max-width: 100%; height: auto; font: 11px system-ui, "DejaVu Sans", sans-serif; }
    svg.timeline .lane-label { fill: #334155; }
    svg.timeline .tick { fill: #64748b; }
    details.events table { font-size: 12px; }
    p.legend { margin: 2px 0 4px; font-size: 12px; color: var(--muted); }
    .key { display: inline-block; width: 10px; height: 10px; border-radius: 2px; vertical-align: -1px; }
    details > summary { cursor: pointer; }
    .empty { color: var(--muted); font-style: italic; }
    .chip a { color: inherit; text-decoration: none; } .chip a:hover { text-decoration: underline; }
    .filter-target { position: absolute; top: 0; }
    details.fold > summary { list-style-position: outside; }
    details.fold > summary h2 { font-size: 15px; }
    body:has(#only-passed:target) section.scenario:not(.passed), body:has(#only-passed:target) ul.index li:not(.passed),
    body:has(#only-failed:target) section.scenario:not(.failed), body:has(#only-failed:target) ul.index li:not(.failed),
    body:has(#only-xfail:target) section.scenario:not(.xfail), body:has(#only-xfail:target) ul.index li:not(.xfail),
    body:has(#only-xpass:target) section.scenario:not(.xpass), body:has(#only-xpass:target) ul.index li:not(.xpass),
    body:has(#only-skipped:target) section.scenario:not(.skipped), body:has(#only-skipped:target) ul.index li:not(.skipped),
    body:has(.filter-target:target) #home-screens, body:has(.filter-target:target) #coverage, body:has(.filter-target:target) #durations { display: none; }
    @media (max-width: 900px) { li.step { grid-template-columns: 1fr; } figure.screen { grid-column: 1; grid-row: auto; } }

    """
}
