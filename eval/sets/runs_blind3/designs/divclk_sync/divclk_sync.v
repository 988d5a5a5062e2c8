// divclk_sync: counts in a divided-by-2 clock domain derived from clk_a,
// and hands a pulse into an unrelated clk_b domain through a 2-flop synchronizer.
module divclk_sync (
    input  wire       clk_a,
    input  wire       clk_b,
    input  wire       rst_n,
    input  wire       go,
    output reg  [5:0] slow_cnt,
    output wire       pulse_b
);
    reg clk_div2;
    always @(posedge clk_a or negedge rst_n)
        if (!rst_n) clk_div2 <= 1'b0;
        else        clk_div2 <= ~clk_div2;

    reg toggle;
    always @(posedge clk_div2 or negedge rst_n) begin
        if (!rst_n) begin
            slow_cnt <= 6'd0;
            toggle   <= 1'b0;
        end else if (go) begin
            slow_cnt <= slow_cnt + 6'd1;
            if (slow_cnt == 6'd63) toggle <= ~toggle;
        end
    end

    reg [2:0] sync_b;
    always @(posedge clk_b or negedge rst_n)
        if (!rst_n) sync_b <= 3'b000;
        else        sync_b <= {sync_b[1:0], toggle};

    assign pulse_b = sync_b[2] ^ sync_b[1];
endmodule
