// frac_clk_div: divides clk_in by 2 to make clk_half, then produces an
// enable pulse train in the clk_half domain with an average rate of
// NUM/DEN using a phase accumulator (dual-modulus style).
module frac_clk_div #(parameter NUM = 3, parameter DEN = 7) (
    input  wire       clk_in,
    input  wire       rst_n,
    input  wire [7:0] step_trim,   // added to NUM at run time
    output reg        clk_half,
    output reg        tick,
    output reg  [7:0] tick_count,
    output reg        tick_wide   // tick stretched to 3 clk_half cycles
);
    // simple divide-by-two clock (used as a generated clock)
    always @(posedge clk_in or negedge rst_n) begin
        if (!rst_n)
            clk_half <= 1'b0;
        else
            clk_half <= ~clk_half;
    end

    reg  [8:0] acc;
    wire [8:0] step = NUM + step_trim;
    wire [9:0] sum  = acc + step;

    always @(posedge clk_half or negedge rst_n) begin
        if (!rst_n) begin
            acc        <= 9'd0;
            tick       <= 1'b0;
            tick_count <= 8'd0;
        end else begin
            if (sum >= DEN) begin
                acc        <= sum - DEN;
                tick       <= 1'b1;
                tick_count <= tick_count + 8'd1;
            end else begin
                acc  <= sum[8:0];
                tick <= 1'b0;
            end
        end
    end

    // stretch each tick so slow logic in another block can see it
    reg [1:0] stretch;
    always @(posedge clk_half or negedge rst_n) begin
        if (!rst_n) begin
            stretch   <= 2'd0;
            tick_wide <= 1'b0;
        end else if (tick) begin
            stretch   <= 2'd2;
            tick_wide <= 1'b1;
        end else if (stretch != 2'd0) begin
            stretch   <= stretch - 2'd1;
            tick_wide <= 1'b1;
        end else
            tick_wide <= 1'b0;
    end
endmodule
