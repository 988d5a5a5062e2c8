// 16 x 8 parity-protected register memory with a background scrubber.
// Each word is stored as {parity, data}; the scrubber walks the array when
// scrub_en is high and no write is in progress, counting parity errors.
module mem_scrub_ctrl (
    input            clk,
    input            rst_n,
    input            wr_en,
    input      [3:0] wr_addr,
    input      [7:0] wr_data,
    input            rd_en,
    input      [3:0] rd_addr,
    output reg [7:0] rd_data,
    output reg       rd_perr,
    input            scrub_en,
    output reg [7:0] err_cnt,
    output reg [3:0] last_bad
);
    reg [8:0] mem [0:15];
    reg [3:0] scrub_ptr;

    wire [8:0] rword = mem[rd_addr];
    wire [8:0] sword = mem[scrub_ptr];

    always @(posedge clk) begin
        if (wr_en)
            mem[wr_addr] <= {^wr_data, wr_data};
    end

    always @(posedge clk) begin
        if (rd_en) begin
            rd_data <= rword[7:0];
            rd_perr <= ^rword;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            scrub_ptr <= 4'd0;
            err_cnt   <= 8'd0;
            last_bad  <= 4'd0;
        end else if (scrub_en && !wr_en) begin
            scrub_ptr <= scrub_ptr + 4'd1;
            if (^sword) begin
                if (err_cnt != 8'hFF)
                    err_cnt <= err_cnt + 8'd1;
                last_bad <= scrub_ptr;
            end
        end
    end
endmodule
