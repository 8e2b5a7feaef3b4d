-- The IPS options' colours (docs/decisions.md, "Colours of the allocation donut"). The first ones shaded
-- each asset class in one hue, so neighbouring arcs of the donut were hard to tell apart, and Cash (grey
-- blue) was nearly the Australian Equities Custom Strategy (light blue). Neighbours in the donut's order
-- (asset class, then option, Cash first, wrapping round) now alternate dark and light in distinct hues.
-- A colour changed since it was seeded is left as it is.
UPDATE ips_investment_options AS o
   SET color = v.new_color
  FROM (VALUES
    ('Tailored Australian Equity Portfolio', '#0b3d5c', '#0b3d5c'),
    ('Australian Equity Income Portfolio', '#1f5f8b', '#5fa8d3'),
    ('Australian Small Companies Portfolio', '#4f86b5', '#1d5f8f'),
    ('Australian Equities Custom Strategy', '#86b0d6', '#b889d4'),
    ('Global Equity Portfolio', '#2a9d8f', '#17695f'),
    ('Global Equity Portfolio (Hedged)', '#52b7aa', '#6cc4b5'),
    ('International Equities Custom Strategy', '#8fd3c9', '#6a2c85'),
    ('Australian Fixed Income Portfolio', '#c8a24a', '#e0b84a'),
    ('Global Fixed Income Portfolio (Hedged)', '#e0c47d', '#7d5f14'),
    ('Australian Listed Property Portfolio', '#d08c2d', '#f08a4b'),
    ('Alternative Strategies Portfolio', '#4a2366', '#4a2366'),
    ('Cash', '#8fa3b0', '#a3adb5')
  ) AS v(name, seeded_color, new_color)
 WHERE o.name = v.name AND o.color = v.seeded_color;
