// Event tally block: eight saturating 10-bit event counters with a
// snapshot/clear interface and a "most active channel" index output.
module tally (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [7:0]  evt,
    input  wire        snap,
    input  wire [2:0]  rd_sel,
    output reg  [9:0]  rd_val,
    output reg  [2:0]  top_ch
);
    reg [9:0] cnt [0:7];
    reg [9:0] shadow [0:7];
    integer i;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            for (i = 0; i < 8; i = i + 1) begin
                cnt[i]    <= 10'd0;
                shadow[i] <= 10'd0;
            end
        end else begin
            for (i = 0; i < 8; i = i + 1) begin
                if (snap) begin
                    shadow[i] <= cnt[i];
                    cnt[i]    <= {9'd0, evt[i]};
                end else if (evt[i] && cnt[i] != 10'h3FF)
                    cnt[i] <= cnt[i] + 10'd1;
            end
        end

    // argmax over the shadow copies (linear scan, ties go to the lower index)
    reg [9:0] best;
    reg [2:0] best_i;
    always @* begin
        best   = shadow[0];
        best_i = 3'd0;
        for (i = 1; i < 8; i = i + 1)
            if (shadow[i] > best) begin
                best   = shadow[i];
                best_i = i;
            end
    end

    always @(posedge clk) begin
        rd_val <= shadow[rd_sel];
        top_ch <= best_i;
    end
endmodule
