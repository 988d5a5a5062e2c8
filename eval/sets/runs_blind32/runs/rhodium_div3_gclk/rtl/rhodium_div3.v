// rhodium_div3: divide-by-3 clock divider (mod-3 counter) whose output clocks a 6-bit event counter
module rhodium_div3 (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       evt,
    output reg        clk_div3,
    output reg  [5:0] evt_count
);
    reg [1:0] cnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt      <= 2'd0;
            clk_div3 <= 1'b0;
        end else begin
            cnt      <= (cnt == 2'd2) ? 2'd0 : cnt + 2'd1;
            clk_div3 <= (cnt == 2'd0);
        end
    end

    // slow domain: counts evt samples on the divided clock
    always @(posedge clk_div3 or negedge rst_n) begin
        if (!rst_n)
            evt_count <= 6'd0;
        else if (evt)
            evt_count <= evt_count + 6'd1;
    end
endmodule
