// gated ring made of cross-coupled logic: a combinational feedback loop
module ring_osc_loop (
    input  wire en,
    input  wire trim,
    output wire osc_out
);
    wire n1, n2, n3;
    assign n1 = ~(n3 & en);
    assign n2 = n1 ^ trim;
    assign n3 = ~n2;
    assign osc_out = n3;
endmodule
