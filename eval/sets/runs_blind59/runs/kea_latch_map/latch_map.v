// map yosys positive/negative latches onto the OSU035 LATCH cell (transparent while CLK is high)
module \$_DLATCH_P_ (input E, input D, output Q);
    LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
module \$_DLATCH_N_ (input E, input D, output Q);
    wire En;
    INVX1 inv (.A(E), .Y(En));
    LATCH _TECHMAP_REPLACE_ (.CLK(En), .D(D), .Q(Q));
endmodule
