-- Space-Saving (decision 277) keeps the day's 50 busiest referring hosts: a new host past the
-- bound takes the smallest one's place and inherits its count. 통계 showed that sum as the host's
-- own: a flood of invented hosts, each sent once, listed every one of them with the count it had
-- inherited (13 each for 600 hosts), as if each had brought 13 visitors (decision 324). A host's
-- row now also keeps how much of its count it inherited; count - inherited is what the host itself
-- sent since it was last taken in, exact for a host never swapped in. The day's sum of count stays
-- exact, as before.
ALTER TABLE visit_counts ADD COLUMN inherited integer NOT NULL DEFAULT 0
  CHECK (inherited >= 0 AND inherited <= count);
