// sphagnum_sync: two-flop synchroniser used by sphagnum_fsm
module sphagnum_sync (
    input  wire clk,
    input  wire rst_n,
    input  wire d,
    output wire q
);
    reg [1:0] ff;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) ff <= 2'b00;
        else        ff <= {ff[0], d};
    assign q = ff[1];
endmodule
