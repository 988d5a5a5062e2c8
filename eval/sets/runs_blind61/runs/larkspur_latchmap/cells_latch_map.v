// map yosys positive-enable latches onto the OSU035 LATCH cell (transparent while CLK is high)
module \$_DLATCH_P_ (input E, input D, output Q);
  LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
module \$_DLATCH_N_ (input E, input D, output Q);
  wire en_n;
  INVX1 inv_e (.A(E), .Y(en_n));
  LATCH _TECHMAP_REPLACE_ (.CLK(en_n), .D(D), .Q(Q));
endmodule
