// A loop that never ends but calls tick at every turn satisfies G F call:tick (a run need not end to satisfy a property).
// EXPECT: safe
// FLAGS: --ltl G(F(call:tick))
int ticks;

void tick(void) { ticks = !ticks; }

int main(void) {
    for (;;)
        tick();
}
