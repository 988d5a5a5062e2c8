// sorrel_div: divide-by-4 clock generator driving a slow-domain 8-bit event counter
module sorrel_div (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       evt,
    output reg  [7:0] count,
    output wire       clk_div4
);
    reg [1:0] div;
    reg       evt_s;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            div <= 2'b00;
        else
            div <= div + 2'b01;
    end

    assign clk_div4 = div[1];

    // slow domain: counts events sampled on the divided clock
    always @(posedge clk_div4 or negedge rst_n) begin
        if (!rst_n) begin
            evt_s <= 1'b0;
            count <= 8'd0;
        end else begin
            evt_s <= evt;
            if (evt_s)
                count <= count + 8'd1;
        end
    end
endmodule
