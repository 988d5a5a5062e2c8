// galangal_divclk: divide-by-4 clock generator plus a slow-domain event counter.
// clk_div is produced by a flop (used as a generated clock in STA); the counter runs on clk_div.
// Ports: clk, rst_n, evt -> clk_div, count[11:0], overflow.
module galangal_divclk (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        evt,
    output wire        clk_div,
    output reg  [11:0] count,
    output reg         overflow
);
    reg [1:0] div;
    reg       evt_s1, evt_s2;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            div <= 2'b00;
        else
            div <= div + 1'b1;
    end

    assign clk_div = div[1];

    always @(posedge clk_div or negedge rst_n) begin
        if (!rst_n) begin
            evt_s1   <= 1'b0;
            evt_s2   <= 1'b0;
            count    <= 12'd0;
            overflow <= 1'b0;
        end else begin
            evt_s1 <= evt;
            evt_s2 <= evt_s1;
            if (evt_s1 & ~evt_s2) begin
                {overflow, count} <= {1'b0, count} + 13'd1;
            end
        end
    end
endmodule
