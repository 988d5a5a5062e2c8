src/mink_acc.v
src/mink_mac.v
