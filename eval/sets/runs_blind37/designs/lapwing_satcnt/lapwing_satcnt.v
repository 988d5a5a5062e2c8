// lapwing_satcnt: 6-bit saturating up/down counter with load, used as a credit/level counter.
// Ports: clk, rst, load, load_val[5:0], up, down, level[5:0], at_max, at_min.
// up and down together leave the level unchanged. The level must stick at 63 and at 0.
module lapwing_satcnt (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [5:0] load_val,
    input  wire       up,
    input  wire       down,
    output reg  [5:0] level,
    output wire       at_max,
    output wire       at_min
);
    localparam [5:0] MAXV = 6'd63;

    assign at_max = (level == MAXV);
    assign at_min = (level == 6'd0);

    always @(posedge clk) begin
        if (rst)
            level <= 6'd0;
        else if (load)
            level <= load_val;
        else if (up && !down) begin
            if (!at_max)
                level <= level + 6'd1;
        end else if (down && !up) begin
            if (level != 6'd1)
                level <= level - 6'd1;
            else
                level <= 6'd0;          // last step down lands on 0
        end
    end
endmodule
