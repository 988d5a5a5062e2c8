// kakapo_clkdiv: divide-by-4 clock generator plus a 12-bit event counter running on the divided clock
// Ports: clk (master), clk_div4 (generated, from a flop), evt counted in the slow domain, cnt output.
module kakapo_clkdiv (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        evt,
    output wire        clk_div4,
    output reg  [11:0] cnt,
    output reg         wrap
);
    reg [1:0] div;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            div <= 2'b00;
        else
            div <= div + 2'b01;
    end

    // MSB of the 2-bit counter toggles every 2 cycles -> clk / 4
    assign clk_div4 = div[1];

    always @(posedge clk_div4 or negedge rst_n) begin
        if (!rst_n) begin
            cnt  <= 12'd0;
            wrap <= 1'b0;
        end else if (evt) begin
            cnt  <= cnt + 12'd1;
            wrap <= (cnt == 12'hFFF);
        end else begin
            wrap <= 1'b0;
        end
    end
endmodule
