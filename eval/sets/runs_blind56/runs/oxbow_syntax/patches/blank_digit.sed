# WIP: digit 1 shows blank when value[7:4] is 0 (leading-zero blanking)
s/2'd1: begin nib = value\[7:4\];   an = 4'b1101; end/2'd1: begin nib = value[7:4];   an = (value[7:4] == 4'h0) ? 4'b1111 : 4'b1101 end/
