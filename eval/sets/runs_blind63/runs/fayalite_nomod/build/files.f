src/fayalite_scrambler.v
