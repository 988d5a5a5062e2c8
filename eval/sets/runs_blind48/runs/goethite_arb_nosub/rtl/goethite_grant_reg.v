// goethite_grant_reg: holds the current one-hot grant; load takes a new pick, clear drops the grant.
module goethite_grant_reg (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       load,
    input  wire       clear,
    input  wire [3:0] pick,
    output reg  [3:0] gnt,
    output wire       valid
);
    assign valid = |gnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)      gnt <= 4'b0000;
        else if (load)   gnt <= pick;
        else if (clear)  gnt <= 4'b0000;
    end
endmodule
