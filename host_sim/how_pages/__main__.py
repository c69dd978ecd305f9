import sys

from host_sim.how_pages import main

sys.exit(main(sys.argv[1:]))
